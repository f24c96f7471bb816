import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { type CborValue, encodeCbor } from './cbor';

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  cosePublicKey: Buffer;
  rpId: string;
  userHandle: string;
  counter: number;
}

/** Options as the server sends them (what @simplewebauthn/browser would hand to the browser). */
interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

/**
 * A passkey device in software for API tests: ES256 (P-256) keys from
 * node:crypto, attestation 'none', discoverable credentials. It answers as a
 * browser would after the user touched the sensor: the JSON the server's
 * routes receive. `origin` is where the browser says the page was.
 */
export class SoftAuthenticator {
  private readonly credentials: Credential[] = [];
  /** What the next assertion reports as user verified; tests turn it off. */
  userVerified = true;
  /** How much the signature counter grows per use; 0 models a synced passkey. */
  counterStep = 1;

  constructor(readonly origin: string) {}

  /**
   * Makes a passkey for the options' site and user. `again` answers with a
   * credential this device already holds (as a device ignoring the server's
   * exclusion list would); `origin` and `rpId` model a page elsewhere.
   */
  register(options: CreationOptions, overrides: { origin?: string; rpId?: string; again?: string } = {}) {
    const rpId = overrides.rpId ?? options.rp.id!;
    const credential = overrides.again
      ? this.find(overrides.again)
      : this.newCredential(rpId, options.user.id);
    const credentialIdLength = Buffer.alloc(2);
    credentialIdLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | (this.userVerified ? FLAG_UV : 0) | FLAG_AT]),
      Buffer.alloc(4), // counter 0
      Buffer.alloc(16), // AAGUID: none
      credentialIdLength,
      credential.id,
      credential.cosePublicKey,
    ]);
    const attestationObject = encodeCbor(
      new Map<CborValue, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, overrides.origin);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** Signs in with the credential chosen (by default the last one made), as the device's picker would. */
  authenticate(options: RequestOptions, pick: { credentialId?: string; origin?: string } = {}) {
    const credential = pick.credentialId ? this.find(pick.credentialId) : this.credentials.at(-1);
    if (!credential) throw new Error('this authenticator holds no credential');
    credential.counter += this.counterStep;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authenticatorData = Buffer.concat([
      sha256(options.rpId ?? credential.rpId),
      Buffer.from([FLAG_UP | (this.userVerified ? FLAG_UV : 0)]),
      counter,
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, pick.origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }

  /** Puts a credential's counter back, as a cloned key would report it. */
  setCounter(credentialId: string, counter: number) {
    this.find(credentialId).counter = counter;
  }

  private find(credentialId: string): Credential {
    const credential = this.credentials.find((c) => b64url(c.id) === credentialId);
    if (!credential) throw new Error(`no credential ${credentialId} on this authenticator`);
    return credential;
  }

  private newCredential(rpId: string, userHandle: string): Credential {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cosePublicKey = encodeCbor(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const credential = { id: randomBytes(16), privateKey, cosePublicKey, rpId, userHandle, counter: 0 };
    this.credentials.push(credential);
    return credential;
  }

  private clientData(type: string, challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }
}
