import { constants, createHash, createVerify, type X509Certificate } from 'node:crypto';
import type { SignatureProblem } from '@common/schemas/file-details';
import { authorityName, type Certificate, codiceFiscaleOf, personName, readCertificate } from './certificate';
import {
  childrenOf,
  DerError,
  type Element,
  expectTag,
  octetPieces,
  oidOf,
  readWhole,
  TAG,
  timeOf,
} from './der';
import type { pacer } from './pace';
import { type TrustedCertificates, trustAnchorOf } from './trusted-certificates';

const SIGNED_DATA = '1.2.840.113549.1.7.2';
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const SIGNING_TIME = '1.2.840.113549.1.9.5';
const DIGESTS: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
  '2.16.840.1.101.3.4.2.4': 'sha224',
};
/** Signature algorithms that name their own digest; the bare key types use the signer's digest. */
const SIGNATURE_DIGESTS: Record<string, string | null> = {
  '1.2.840.113549.1.1.1': null,
  '1.2.840.10045.2.1': null,
  '1.2.840.113549.1.1.5': 'sha1',
  '1.2.840.113549.1.1.11': 'sha256',
  '1.2.840.113549.1.1.12': 'sha384',
  '1.2.840.113549.1.1.13': 'sha512',
  '1.2.840.113549.1.1.14': 'sha224',
  '1.2.840.10045.4.1': 'sha1',
  '1.2.840.10045.4.3.2': 'sha256',
  '1.2.840.10045.4.3.3': 'sha384',
  '1.2.840.10045.4.3.4': 'sha512',
};
const RSA_PSS = '1.2.840.113549.1.1.10';
/** Hashed in steps of this many bytes, each short. */
const HASH_STEP = 1 << 20;

export interface EnvelopeSigner {
  name: string;
  codiceFiscale: string | null;
  issuer: string;
  validFrom: string;
  validTo: string;
  signedAt: string | null;
  trustedAs: string | null;
}

export interface OpenedEnvelope {
  signers: EnvelopeSigner[];
  contentIntact: boolean;
  problems: SignatureProblem[];
  /** The signed content, as views into the file when it was written in one piece. */
  content: Buffer;
}

/** The envelope's structure is not a CMS SignedData the portal can follow. */
export class EnvelopeError extends Error {}

interface SignerInfo {
  sid: Element;
  digest: string | null;
  signedAttributes: Element | null;
  signatureAlgorithm: Element;
  signature: Buffer;
}

/**
 * Opens a CAdES/CMS SignedData (DER or BER) and checks each signature against its content: the
 * digest in the signed attributes, then the signature over them with the certificate's key.
 * Trust is checked only against the firm's own folder of certificates (`trusted`).
 */
export async function openEnvelope(
  der: Buffer,
  trusted: TrustedCertificates | null,
  pace: ReturnType<typeof pacer>,
  now: Date,
): Promise<OpenedEnvelope> {
  let parsed: { pieces: Buffer[]; certificates: Certificate[]; signerInfos: SignerInfo[] };
  try {
    parsed = parseSignedData(der);
  } catch (err) {
    if (err instanceof DerError || err instanceof EnvelopeError) {
      throw new EnvelopeError('la busta firmata (.p7m) è danneggiata o non è nel formato CAdES');
    }
    throw err;
  }
  const { pieces, certificates, signerInfos } = parsed;
  if (signerInfos.length === 0) throw new EnvelopeError('la busta firmata (.p7m) non contiene firme');
  const problems = new Set<SignatureProblem>();
  const signers: EnvelopeSigner[] = [];
  for (const info of signerInfos) {
    const certificate = findCertificate(info.sid, certificates);
    const signedAt = signingTimeOf(info.signedAttributes);
    if (!certificate) {
      problems.add('certificate-missing');
      continue;
    }
    const outcome = await checkSignature(info, certificate.x509, pieces, pace);
    if (outcome) problems.add(outcome);
    const at = signedAt ?? now;
    if (at > certificate.validTo) problems.add('certificate-expired');
    if (at < certificate.validFrom) problems.add('certificate-not-yet-valid');
    const anchor = trusted
      ? trustAnchorOf(
          certificate.x509,
          certificates.map((c) => c.x509),
          trusted,
        )
      : null;
    if (trusted && !anchor) problems.add('untrusted');
    signers.push({
      name: personName(certificate.subject),
      codiceFiscale: codiceFiscaleOf(certificate.subject),
      issuer: authorityName(certificate.issuer),
      validFrom: certificate.validFrom.toISOString(),
      validTo: certificate.validTo.toISOString(),
      signedAt: signedAt?.toISOString() ?? null,
      trustedAs: anchor,
    });
  }
  return {
    signers,
    contentIntact: !problems.has('content-altered') && !problems.has('signature-invalid'),
    problems: [...problems],
    content: pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces),
  };
}

function parseSignedData(der: Buffer) {
  const [type, explicit] = childrenOf(expectTag(readWhole(der), TAG.sequence));
  if (oidOf(type!) !== SIGNED_DATA) throw new EnvelopeError('not signed data');
  const [signedData] = childrenOf(expectTag(explicit, TAG.context0));
  const fields = childrenOf(expectTag(signedData, TAG.sequence));
  const encapsulated = childrenOf(expectTag(fields[2], TAG.sequence));
  // A detached signature carries no content: nothing in the file to show or to check.
  if (!encapsulated[1]) throw new EnvelopeError('detached');
  const [content] = childrenOf(expectTag(encapsulated[1], TAG.context0));
  const pieces = octetPieces(content!);
  const rest = fields.slice(3);
  const certificates =
    rest[0]?.tag === TAG.context0
      ? childrenOf(rest[0])
          .filter((c) => c.tag === TAG.sequence)
          .map((c) => readCertificate(Buffer.from(c.raw)))
      : [];
  const infos = rest.at(-1);
  const signerInfos = childrenOf(expectTag(infos, TAG.set)).map(readSignerInfo);
  return { pieces, certificates, signerInfos };
}

function readSignerInfo(element: Element): SignerInfo {
  const [, sid, digestAlgorithm, ...rest] = childrenOf(expectTag(element, TAG.sequence));
  const signedAttributes = rest[0]?.tag === TAG.context0 ? rest.shift()! : null;
  const [signatureAlgorithm, signature] = rest;
  if (!sid || !digestAlgorithm || !signatureAlgorithm || !signature) throw new EnvelopeError('short signer');
  const [digestOid] = childrenOf(expectTag(digestAlgorithm, TAG.sequence));
  return {
    sid,
    digest: DIGESTS[oidOf(digestOid!)] ?? null,
    signedAttributes,
    signatureAlgorithm: expectTag(signatureAlgorithm, TAG.sequence),
    signature: expectTag(signature, TAG.octetString).value,
  };
}

/** The certificate an IssuerAndSerialNumber names; for a key identifier, the only one there is. */
function findCertificate(sid: Element, certificates: Certificate[]): Certificate | undefined {
  if (sid.tag !== TAG.sequence) return certificates.length === 1 ? certificates[0] : undefined;
  const [issuer, serial] = childrenOf(sid);
  return certificates.find(
    (c) => c.issuerRaw.equals(issuer!.raw) && c.serial.equals(expectTag(serial, TAG.integer).value),
  );
}

function attributeValue(attributes: Element | null, type: string): Element | undefined {
  if (!attributes) return undefined;
  for (const attribute of childrenOf(attributes)) {
    const [oid, values] = childrenOf(expectTag(attribute, TAG.sequence));
    if (oidOf(oid!) === type) return childrenOf(expectTag(values, TAG.set))[0];
  }
  return undefined;
}

function signingTimeOf(attributes: Element | null): Date | null {
  const value = attributeValue(attributes, SIGNING_TIME);
  if (!value) return null;
  try {
    return timeOf(value);
  } catch {
    return null;
  }
}

/** What is wrong with one signature, or null when it matches its content. */
async function checkSignature(
  info: SignerInfo,
  certificate: X509Certificate,
  pieces: Buffer[],
  pace: ReturnType<typeof pacer>,
): Promise<SignatureProblem | null> {
  const [algorithmOid, parameters] = childrenOf(info.signatureAlgorithm);
  const algorithm = oidOf(algorithmOid!);
  const pss = algorithm === RSA_PSS ? pssParameters(parameters) : null;
  const named = SIGNATURE_DIGESTS[algorithm];
  const hash = pss?.hash ?? (named === undefined ? undefined : (named ?? info.digest));
  if (!hash || !info.digest) return 'unsupported-algorithm';
  const key = pss
    ? { key: certificate.publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: pss.saltLength }
    : certificate.publicKey;
  const verify = createVerify(hash);
  if (info.signedAttributes) {
    const expected = attributeValue(info.signedAttributes, MESSAGE_DIGEST);
    const digest = await digestOf(info.digest, pieces, pace);
    if (!expected || !digest.equals(expectTag(expected, TAG.octetString).value)) return 'content-altered';
    verify.update(signedAttributesAsSet(info.signedAttributes));
  } else {
    for (const piece of pieces) {
      for (let at = 0; at < piece.length; at += HASH_STEP) {
        verify.update(piece.subarray(at, at + HASH_STEP));
        await pace();
      }
    }
  }
  try {
    // Without signed attributes, a wrong signature and altered content look the same.
    if (verify.verify(key, info.signature)) return null;
    return info.signedAttributes ? 'signature-invalid' : 'content-altered';
  } catch {
    return 'unsupported-algorithm';
  }
}

async function digestOf(name: string, pieces: Buffer[], pace: ReturnType<typeof pacer>): Promise<Buffer> {
  const hash = createHash(name);
  for (const piece of pieces) {
    for (let at = 0; at < piece.length; at += HASH_STEP) {
      hash.update(piece.subarray(at, at + HASH_STEP));
      await pace();
    }
  }
  return hash.digest();
}

/**
 * The signature covers the attributes encoded as a SET OF (RFC 5652 §5.4), though the file writes
 * them with the tag [0]: the same contents under the SET's tag, as DER.
 */
function signedAttributesAsSet(attributes: Element): Buffer {
  const contents = attributes.indefinite
    ? Buffer.concat(childrenOf(attributes).map((c) => c.raw))
    : attributes.value;
  return Buffer.concat([Buffer.from([TAG.set]), derLength(contents.length), contents]);
}

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const octets: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) octets.unshift(rest % 256);
  return Buffer.from([0x80 | octets.length, ...octets]);
}

/** RSASSA-PSS-params (RFC 4055): the hash and the salt length, SHA-1 and 20 when left out. */
function pssParameters(parameters: Element | undefined): { hash: string | undefined; saltLength: number } {
  let hash: string | undefined = 'sha1';
  let saltLength = 20;
  if (parameters?.tag === TAG.sequence) {
    for (const field of childrenOf(parameters)) {
      const [inner] = childrenOf(field);
      if (field.tag === TAG.context0) hash = DIGESTS[oidOf(childrenOf(inner!)[0]!)];
      if (field.tag === 0xa2)
        saltLength = expectTag(inner, TAG.integer).value.readUIntBE(0, inner!.value.length);
    }
  }
  return { hash, saltLength };
}
