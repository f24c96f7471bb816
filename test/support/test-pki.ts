/*
 * A test certification authority and real CMS/CAdES signed envelopes
 * (`.p7m`), built with node:crypto and the DER encoder of cms-file.ts so
 * that a verifier (ours, or `openssl cms -verify`) accepts them.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { base64Lines, der, oid, SEQUENCE, SET } from './cms-file';

export interface TestAuthority {
  name: string;
  certificate: Buffer;
  privateKey: KeyObject;
  /** The DER Name, reused as the issuer of what it signs. */
  subject: Buffer;
  subjectKeyIdentifier: Buffer;
}

export interface TestSigner {
  certificate: Buffer;
  privateKey: KeyObject;
  authority: TestAuthority;
  /** The certificate's serialNumber as a DER INTEGER, for IssuerAndSerialNumber. */
  serialNumber: Buffer;
}

type KeyType = 'rsa' | 'ec';
type Digest = 'sha256' | 'sha1' | 'sha512';

const [BOOLEAN, INTEGER, BIT_STRING, OCTET_STRING, NULL] = [0x01, 0x02, 0x03, 0x04, 0x05];
const [UTF8_STRING, PRINTABLE_STRING, UTC_TIME, GENERALIZED_TIME] = [0x0c, 0x13, 0x17, 0x18];
const CONSTRUCTED_OCTET_STRING = 0x24;
const IMPLICIT_0 = 0xa0;

const DAY = 86_400_000;
const DATA = '1.2.840.113549.1.7.1';
const SIGNED_DATA = '1.2.840.113549.1.7.2';
const RSA_ENCRYPTION = '1.2.840.113549.1.1.1';
const DIGESTS: Record<Digest, { oid: string; rsa: string; ecdsa: string }> = {
  sha1: { oid: '1.3.14.3.2.26', rsa: '1.2.840.113549.1.1.5', ecdsa: '1.2.840.10045.4.1' },
  sha256: { oid: '2.16.840.1.101.3.4.2.1', rsa: '1.2.840.113549.1.1.11', ecdsa: '1.2.840.10045.4.3.2' },
  sha512: { oid: '2.16.840.1.101.3.4.2.3', rsa: '1.2.840.113549.1.1.13', ecdsa: '1.2.840.10045.4.3.4' },
};
const NAME_OIDS = {
  C: '2.5.4.6',
  O: '2.5.4.10',
  OU: '2.5.4.11',
  SN: '2.5.4.4',
  GN: '2.5.4.42',
  serialNumber: '2.5.4.5',
  CN: '2.5.4.3',
  dnQualifier: '2.5.4.46',
} as const;
// X.520 gives these three PrintableString; the rest are DirectoryStrings, written as UTF8String.
const PRINTABLE = new Set<string>(['C', 'serialNumber', 'dnQualifier']);

const explicit = (n: number, ...contents: Buffer[]) => der(0xa0 + n, ...contents);
const algorithm = (dotted: string, params = true) =>
  params ? der(SEQUENCE, oid(dotted), der(NULL)) : der(SEQUENCE, oid(dotted));

/** A positive INTEGER: leading zeros dropped, one 0x00 put back when the high bit is set. */
function integer(value: number | Buffer): Buffer {
  let bytes = Buffer.isBuffer(value)
    ? value
    : Buffer.from(value.toString(16).replace(/^(.(..)*)$/, '0$1'), 'hex');
  while (bytes.length > 1 && bytes[0] === 0) bytes = bytes.subarray(1);
  return der(INTEGER, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

/** DER orders a SET OF by its elements' encodings (X.690 11.6); OpenSSL re-encodes signed attributes so. */
function setOf(elements: Buffer[]): Buffer {
  const sorted = [...elements].sort((a, b) => {
    const length = Math.max(a.length, b.length);
    return Buffer.compare(Buffer.concat([a], length), Buffer.concat([b], length));
  });
  return der(SET, ...sorted);
}

/** A SET OF rewritten with the [0] IMPLICIT tag: same contents. */
const implicit0 = (set: Buffer) => Buffer.concat([Buffer.from([IMPLICIT_0]), set.subarray(1)]);

const attribute = (dotted: string, ...values: Buffer[]) => der(SEQUENCE, oid(dotted), setOf(values));

/** BER's indefinite length: the tag, 0x80, the contents, end-of-contents. */
const indefiniteOf = (tag: number, ...contents: Buffer[]) =>
  Buffer.concat([Buffer.from([tag, 0x80]), ...contents, Buffer.from([0, 0])]);

/** RFC 5280 and RFC 5652: UTCTime through 2049, GeneralizedTime from 2050. */
function time(date: Date): Buffer {
  const digits = date.toISOString().replace(/[-:T]|\.\d+/g, '');
  return date.getUTCFullYear() < 2050
    ? der(UTC_TIME, Buffer.from(digits.slice(2)))
    : der(GENERALIZED_TIME, Buffer.from(digits));
}

function name(attributes: Partial<Record<keyof typeof NAME_OIDS, string>>): Buffer {
  const rdns = Object.entries(attributes).map(([key, value]) => {
    const tag = PRINTABLE.has(key) ? PRINTABLE_STRING : UTF8_STRING;
    const oidOf = NAME_OIDS[key as keyof typeof NAME_OIDS];
    return der(SET, der(SEQUENCE, oid(oidOf), der(tag, Buffer.from(value!, 'utf8'))));
  });
  return der(SEQUENCE, ...rdns);
}

function keyPair(type: KeyType = 'rsa') {
  return type === 'ec'
    ? generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    : generateKeyPairSync('rsa', { modulusLength: 2048 });
}

/** The AlgorithmIdentifier of a signature by `key`: RSA's carries NULL parameters, ECDSA's none. */
function signatureAlgorithm(key: KeyObject, digest: Digest): Buffer {
  return key.asymmetricKeyType === 'ec'
    ? algorithm(DIGESTS[digest].ecdsa, false)
    : algorithm(DIGESTS[digest].rsa);
}

function extension(dotted: string, critical: boolean, value: Buffer): Buffer {
  const flag = critical ? [der(BOOLEAN, Buffer.from([0xff]))] : [];
  return der(SEQUENCE, oid(dotted), ...flag, der(OCTET_STRING, value));
}

const wholeSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);
const randomSerial = () => integer(Buffer.concat([Buffer.from([0x01]), randomBytes(15)]));

/** A v3 certificate for `subject`, issued by `issuer` or, without one, self-signed as a CA. */
function makeCertificate(
  subject: Buffer,
  keys: { publicKey: KeyObject; privateKey: KeyObject },
  validity: { serial: Buffer; notBefore: Date; notAfter: Date },
  issuer?: TestAuthority,
): { der: Buffer; subjectKeyIdentifier: Buffer } {
  const spki = keys.publicKey.export({ type: 'spki', format: 'der' });
  const subjectKeyIdentifier = createHash('sha1').update(spki).digest();
  const ca = !issuer;
  const issuerKey = issuer?.privateKey ?? keys.privateKey;
  // keyUsage bits: keyCertSign (5) and cRLSign (6) for the CA, only nonRepudiation (1) as Italian signers have.
  const keyUsage = ca ? Buffer.from([1, 0x06]) : Buffer.from([6, 0x40]);
  const basic = ca ? der(SEQUENCE, der(BOOLEAN, Buffer.from([0xff]))) : der(SEQUENCE);
  const keyIdentifier = issuer?.subjectKeyIdentifier ?? subjectKeyIdentifier;
  const extensions = der(
    SEQUENCE,
    extension('2.5.29.19', true, basic),
    extension('2.5.29.15', true, der(BIT_STRING, keyUsage)),
    extension('2.5.29.14', false, der(OCTET_STRING, subjectKeyIdentifier)),
    extension('2.5.29.35', false, der(SEQUENCE, der(0x80, keyIdentifier))),
  );
  const sigAlg = signatureAlgorithm(issuerKey, 'sha256');
  const tbs = der(
    SEQUENCE,
    explicit(0, integer(2)),
    validity.serial,
    sigAlg,
    issuer?.subject ?? subject,
    der(SEQUENCE, time(validity.notBefore), time(validity.notAfter)),
    subject,
    spki,
    explicit(3, extensions),
  );
  const bits = der(BIT_STRING, Buffer.from([0]), sign('sha256', tbs, issuerKey));
  return { der: der(SEQUENCE, tbs, sigAlg, bits), subjectKeyIdentifier };
}

/** A self-signed CA (basicConstraints cA, keyUsage keyCertSign and cRLSign), by default 'Prova Qualified CA'. */
export function createAuthority(
  options: {
    commonName?: string;
    organization?: string;
    notBefore?: Date;
    notAfter?: Date;
    keyType?: KeyType;
  } = {},
): TestAuthority {
  const { commonName = 'Prova Qualified CA', organization = 'Autorità di Prova S.p.A.' } = options;
  const keys = keyPair(options.keyType);
  const subject = name({ C: 'IT', O: organization, OU: 'Certification Authority', CN: commonName });
  const made = makeCertificate(subject, keys, {
    serial: randomSerial(),
    notBefore: options.notBefore ?? wholeSeconds(Date.now() - 365 * DAY),
    notAfter: options.notAfter ?? wholeSeconds(Date.now() + 10 * 365 * DAY),
  });
  const { der: certificate, subjectKeyIdentifier } = made;
  return { name: commonName, certificate, privateKey: keys.privateKey, subject, subjectKeyIdentifier };
}

/** A signer's certificate from `authority`, subject as on Italian qualified certificates (nonRepudiation). */
export function issueSigner(
  authority: TestAuthority,
  options: {
    givenName?: string;
    surname?: string;
    codiceFiscale?: string | null;
    organization?: string;
    notBefore?: Date;
    notAfter?: Date;
    keyType?: KeyType;
    serial?: number;
  } = {},
): TestSigner {
  const { givenName = 'Mario', surname = 'Rossi', codiceFiscale = 'RSSMRA80A01H501U' } = options;
  const keys = keyPair(options.keyType);
  const serialNumber = options.serial === undefined ? randomSerial() : integer(options.serial);
  const subject = name({
    C: 'IT',
    ...(options.organization ? { O: options.organization } : {}),
    SN: surname,
    GN: givenName,
    ...(codiceFiscale ? { serialNumber: `TINIT-${codiceFiscale}` } : {}),
    CN: `${givenName} ${surname}`,
    dnQualifier: String(20_000_000 + (randomBytes(3).readUIntBE(0, 3) % 10_000_000)),
  });
  const notBefore = options.notBefore ?? wholeSeconds(Date.now() - 30 * DAY);
  const notAfter = options.notAfter ?? wholeSeconds(Date.now() + 3 * 365 * DAY);
  const made = makeCertificate(subject, keys, { serial: serialNumber, notBefore, notAfter }, authority);
  return { certificate: made.der, privateKey: keys.privateKey, authority, serialNumber };
}

/** CAdES-BES names the signer's certificate: ESSCertID (SHA-1) or ESSCertIDv2, with IssuerSerial. */
function signingCertificate(signer: TestSigner, digest: Digest): Buffer {
  const issuerSerial = der(SEQUENCE, der(SEQUENCE, der(0xa4, signer.authority.subject)), signer.serialNumber);
  const hash = der(OCTET_STRING, createHash(digest).update(signer.certificate).digest());
  if (digest === 'sha1') {
    return attribute(
      '1.2.840.113549.1.9.16.2.12',
      der(SEQUENCE, der(SEQUENCE, der(SEQUENCE, hash, issuerSerial))),
    );
  }
  // sha256 is ESSCertIDv2's DEFAULT hashAlgorithm, which DER leaves out.
  const hashAlgorithm = digest === 'sha256' ? [] : [der(SEQUENCE, oid(DIGESTS[digest].oid))];
  const certId = der(SEQUENCE, ...hashAlgorithm, hash, issuerSerial);
  return attribute('1.2.840.113549.1.9.16.2.47', der(SEQUENCE, der(SEQUENCE, certId)));
}

/**
 * A CMS SignedData ContentInfo (attached id-data content, IssuerAndSerialNumber, CAdES-BES signed
 * attributes) signed by each signer: DER, or BER with indefinite lengths and the content in 1000-byte
 * pieces, optionally as base64 lines or PEM. signingTime null leaves the attribute out.
 */
export function signEnvelope(
  content: Buffer,
  signers: TestSigner | TestSigner[],
  options: {
    form?: 'der' | 'base64' | 'pem';
    signingTime?: Date | null;
    includeCertificates?: boolean;
    includeAuthority?: boolean;
    indefinite?: boolean;
    digest?: Digest;
    /** RSA signers: rsaEncryption (what most Italian software writes) or e.g. sha256WithRSAEncryption. */
    rsaAlgorithm?: 'rsaEncryption' | 'withDigest';
    /** false: plain CMS without the signingCertificate attribute. */
    cades?: boolean;
  } = {},
): Buffer {
  const { digest = 'sha256', includeCertificates = true, indefinite = false, cades = true } = options;
  const all = Array.isArray(signers) ? signers : [signers];
  const signingTime = options.signingTime === undefined ? wholeSeconds(Date.now()) : options.signingTime;
  const messageDigest = createHash(digest).update(content).digest();
  const digestAlgorithm = algorithm(DIGESTS[digest].oid);

  const signerInfos = all.map((signer) => {
    const attributes = [
      attribute('1.2.840.113549.1.9.3', oid(DATA)),
      ...(signingTime ? [attribute('1.2.840.113549.1.9.5', time(signingTime))] : []),
      attribute('1.2.840.113549.1.9.4', der(OCTET_STRING, messageDigest)),
      ...(cades ? [signingCertificate(signer, digest)] : []),
    ];
    const signedAttributes = setOf(attributes);
    const signature = sign(digest, signedAttributes, signer.privateKey);
    const rsaEncryption =
      options.rsaAlgorithm !== 'withDigest' && signer.privateKey.asymmetricKeyType === 'rsa';
    return der(
      SEQUENCE,
      integer(1),
      der(SEQUENCE, signer.authority.subject, signer.serialNumber),
      digestAlgorithm,
      // Signed with the SET OF tag, written with [0] IMPLICIT: same contents.
      implicit0(signedAttributes),
      rsaEncryption ? algorithm(RSA_ENCRYPTION) : signatureAlgorithm(signer.privateKey, digest),
      der(OCTET_STRING, signature),
    );
  });

  const included = all.flatMap((signer) =>
    options.includeAuthority ? [signer.certificate, signer.authority.certificate] : [signer.certificate],
  );
  const certificates = [...new Map(included.map((cert) => [cert.toString('hex'), cert])).values()];
  const certificateSet = includeCertificates && certificates.length ? [implicit0(setOf(certificates))] : [];

  const pieces = Array.from({ length: Math.ceil(content.length / 1000) }, (_, i) =>
    der(OCTET_STRING, content.subarray(i * 1000, i * 1000 + 1000)),
  );
  const encapsulated = indefinite
    ? indefiniteOf(SEQUENCE, oid(DATA), indefiniteOf(0xa0, indefiniteOf(CONSTRUCTED_OCTET_STRING, ...pieces)))
    : der(SEQUENCE, oid(DATA), explicit(0, der(OCTET_STRING, content)));
  const body = [integer(1), der(SET, digestAlgorithm), encapsulated, ...certificateSet, setOf(signerInfos)];
  const envelope = indefinite
    ? indefiniteOf(SEQUENCE, oid(SIGNED_DATA), indefiniteOf(0xa0, indefiniteOf(SEQUENCE, ...body)))
    : der(SEQUENCE, oid(SIGNED_DATA), explicit(0, der(SEQUENCE, ...body)));

  if (options.form === 'base64') return base64Lines(envelope);
  if (options.form === 'pem') return base64Lines(envelope, { armour: 'PKCS7' });
  return envelope;
}

/** `envelope` with one byte of its signed `content` flipped: the digest, so the signature, no longer matches. */
export function alterContent(envelope: Buffer, content: Buffer): Buffer {
  if (content.length === 0) throw new Error('alterContent: empty content has no byte to flip');
  // Look for the OCTET STRING (or an indefinite envelope's first piece), not the bare bytes, which could recur.
  for (const piece of [content, content.subarray(0, 1000)]) {
    const needle = der(OCTET_STRING, piece);
    const at = envelope.indexOf(needle);
    if (at < 0) continue;
    const altered = Buffer.from(envelope);
    altered[at + needle.length - piece.length + (piece.length >> 1)]! ^= 0x01;
    return altered;
  }
  throw new Error('alterContent: the content is not in the envelope');
}

/** A DER certificate as PEM, e.g. for openssl's -CAfile or a folder of trusted certificates. */
export function certificatePem(certificate: Buffer): string {
  const lines = certificate.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}
