/*
 * The test PKI's certificates and envelopes are real: Node parses and checks
 * the certificates, and the openssl binary verifies the envelopes.
 */
import { spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  alterContent,
  certificatePem,
  createAuthority,
  issueSigner,
  signEnvelope,
  type TestAuthority,
} from '../../../test/support/test-pki';

const folder = mkdtempSync(path.join(tmpdir(), 'test-pki-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let files = 0;
function write(bytes: Buffer | string): string {
  const file = path.join(folder, `file-${++files}`);
  writeFileSync(file, bytes);
  return file;
}

/** `openssl cms -verify`; a missing binary throws (ENOENT) so the test fails rather than skips. */
function opensslVerify(envelope: Buffer, authority: TestAuthority, extra: string[] = [], inform = 'DER') {
  const out = path.join(folder, `out-${++files}`);
  const args = ['cms', '-verify', '-binary', '-inform', inform, '-in', write(envelope), '-out', out];
  args.push('-CAfile', write(certificatePem(authority.certificate)), ...extra);
  const result = spawnSync('openssl', args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  return {
    status: result.status,
    stderr: result.stderr,
    output: result.status === 0 ? readFileSync(out) : null,
  };
}

const content = Buffer.concat([
  Buffer.from('Dichiarazione dei redditi 2024 — però firmata\n'),
  Buffer.alloc(2500, 0xe8),
]);
const authority = createAuthority();
const signer = issueSigner(authority);

describe('certificates', () => {
  it('issues an Italian qualified-style certificate Node parses and checks against the CA', () => {
    const notBefore = new Date('2024-01-01T00:00:00Z');
    const notAfter = new Date('2055-06-30T12:30:00Z'); // GeneralizedTime from 2050
    const issued = issueSigner(authority, { notBefore, notAfter, serial: 0x80 });
    const cert = new X509Certificate(issued.certificate);
    const ca = new X509Certificate(authority.certificate);
    expect(cert.subject).toContain('CN=Mario Rossi');
    expect(cert.subject).toContain('serialNumber=TINIT-RSSMRA80A01H501U');
    expect(cert.subject).toMatch(/SN=Rossi\nGN=Mario/);
    expect(cert.issuer).toBe(ca.subject);
    expect(ca.subject).toBe(
      'C=IT\nO=Autorità di Prova S.p.A.\nOU=Certification Authority\nCN=Prova Qualified CA',
    );
    expect(cert.checkIssued(ca)).toBe(true);
    expect(cert.verify(ca.publicKey)).toBe(true);
    expect(ca.verify(ca.publicKey)).toBe(true);
    expect([ca.ca, cert.ca]).toEqual([true, false]);
    expect(new Date(cert.validFrom)).toEqual(notBefore);
    expect(new Date(cert.validTo)).toEqual(notAfter);
    expect(cert.serialNumber.toUpperCase()).toBe('80');
  });

  it('leaves the serialNumber attribute out without a codice fiscale, and signs with EC keys', () => {
    const ecAuthority = createAuthority({ keyType: 'ec', commonName: 'Prova EC CA' });
    const issued = issueSigner(ecAuthority, {
      codiceFiscale: null,
      keyType: 'ec',
      organization: 'Studio Bianchi',
    });
    const cert = new X509Certificate(issued.certificate);
    expect(cert.subject).not.toContain('serialNumber=');
    expect(cert.subject).toContain('O=Studio Bianchi');
    expect(cert.publicKey.asymmetricKeyType).toBe('ec');
    expect(cert.verify(new X509Certificate(ecAuthority.certificate).publicKey)).toBe(true);
  });
});

describe('envelopes', () => {
  it('verifies with openssl and gives back the content (DER)', () => {
    const result = opensslVerify(signEnvelope(content, signer), authority);
    expect(result.stderr).toContain('Verification successful');
    expect(result.output).toEqual(content);
  });

  it('verifies with BER indefinite lengths and the content in pieces', () => {
    const envelope = signEnvelope(content, signer, { indefinite: true });
    expect(envelope.subarray(0, 2)).toEqual(Buffer.from([0x30, 0x80]));
    expect(envelope.includes(Buffer.from([0x24, 0x80, 0x04, 0x82, 0x03, 0xe8]))).toBe(true);
    expect(opensslVerify(envelope, authority).output).toEqual(content);
  });

  it('verifies an EC signer under an EC authority and an RSA one', () => {
    const ecAuthority = createAuthority({ keyType: 'ec' });
    for (const ca of [ecAuthority, authority]) {
      const envelope = signEnvelope(content, issueSigner(ca, { keyType: 'ec' }));
      expect(opensslVerify(envelope, ca).output).toEqual(content);
    }
  });

  it.each([
    { digest: 'sha1', rsaAlgorithm: 'rsaEncryption' },
    { digest: 'sha512', rsaAlgorithm: 'withDigest' },
    { digest: 'sha256', rsaAlgorithm: 'withDigest' },
  ] as const)('verifies with $digest and $rsaAlgorithm', (options) => {
    expect(opensslVerify(signEnvelope(content, signer, options), authority).output).toEqual(content);
  });

  it('verifies two signers, without signingTime, with the CA included, and plain CMS', () => {
    const second = issueSigner(authority, { givenName: 'Anna', surname: 'Bianchi' });
    const envelope = signEnvelope(content, [signer, second], { signingTime: null, includeAuthority: true });
    const signingTimeOid = Buffer.from('06092a864886f70d010905', 'hex');
    expect(envelope.includes(signingTimeOid)).toBe(false);
    expect(envelope.includes(authority.certificate)).toBe(true);
    expect(opensslVerify(envelope, authority).output).toEqual(content);
    expect(opensslVerify(signEnvelope(content, signer, { cades: false }), authority).status).toBe(0);
  });

  it('needs the certificate from elsewhere when the envelope leaves it out', () => {
    const envelope = signEnvelope(content, signer, { includeCertificates: false });
    expect(envelope.includes(signer.certificate)).toBe(false);
    expect(opensslVerify(envelope, authority).status).not.toBe(0);
    const certfile = write(certificatePem(signer.certificate));
    expect(opensslVerify(envelope, authority, ['-certfile', certfile]).output).toEqual(content);
  });

  it('fails once the content is altered, signature check included', () => {
    const altered = alterContent(signEnvelope(content, signer), content);
    expect(altered.length).toBe(signEnvelope(content, signer).length);
    expect(opensslVerify(altered, authority).status).not.toBe(0);
    expect(opensslVerify(altered, authority, ['-noverify']).status).not.toBe(0);
    const short = Buffer.from('ciao');
    expect(opensslVerify(alterContent(signEnvelope(short, signer), short), authority).status).not.toBe(0);
  });

  it('writes base64 and PEM forms of the same DER bytes', () => {
    const signingTime = new Date('2025-03-15T10:20:30Z');
    const bytes = signEnvelope(content, signer, { signingTime });
    const base64 = signEnvelope(content, signer, { signingTime, form: 'base64' }).toString('latin1');
    expect(base64).toMatch(/^([A-Za-z0-9+/=]{64}\r\n)+[A-Za-z0-9+/=]{1,64}\r\n$/);
    expect(Buffer.from(base64.replace(/\r\n/g, ''), 'base64')).toEqual(bytes);
    const pem = signEnvelope(content, signer, { signingTime, form: 'pem' });
    expect(pem.toString('latin1')).toMatch(
      /^-----BEGIN PKCS7-----\r\n[A-Za-z0-9+/=\r\n]+-----END PKCS7-----\r\n$/,
    );
    expect(opensslVerify(pem, authority, [], 'PEM').output).toEqual(content);
  });

  it('signs with an expired certificate: the chain check fails, the signature holds', () => {
    const day = 86_400_000;
    const expired = issueSigner(authority, {
      notBefore: new Date(Date.now() - 400 * day),
      notAfter: new Date(Date.now() - day),
    });
    const envelope = signEnvelope(content, expired);
    const strict = opensslVerify(envelope, authority);
    expect(strict.status).not.toBe(0);
    expect(strict.stderr).toContain('expired');
    expect(opensslVerify(envelope, authority, ['-noverify']).output).toEqual(content);
  });
});
