import { X509Certificate } from 'node:crypto';
import { childrenOf, DerError, type Element, expectTag, oidOf, readWhole, stringOf, TAG } from './der';

const NAME_ATTRIBUTES: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.4': 'SN',
  '2.5.4.5': 'serialNumber',
  '2.5.4.6': 'C',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.42': 'GN',
  '2.5.4.46': 'dnQualifier',
  '2.5.4.97': 'organizationIdentifier',
};

/** A distinguished name's attributes by short name (the first of each kind). */
export type NameParts = Partial<Record<string, string>>;

export function nameParts(name: Element): NameParts {
  const parts: NameParts = {};
  for (const rdn of childrenOf(expectTag(name, TAG.sequence))) {
    for (const pair of childrenOf(expectTag(rdn, TAG.set))) {
      const [type, value] = childrenOf(expectTag(pair, TAG.sequence));
      const key = NAME_ATTRIBUTES[oidOf(type!)];
      if (!key || parts[key] !== undefined || !value) continue;
      try {
        parts[key] = stringOf(value);
      } catch {
        // A value in a string type no one uses for names: left out, the rest still says who.
      }
    }
  }
  return parts;
}

/** A certificate from an envelope: what the screen shows and what matching a signer needs. */
export interface Certificate {
  x509: X509Certificate;
  raw: Buffer;
  serial: Buffer;
  issuerRaw: Buffer;
  subject: NameParts;
  issuer: NameParts;
  validFrom: Date;
  validTo: Date;
}

export function readCertificate(raw: Buffer): Certificate {
  const [tbs] = childrenOf(expectTag(readWhole(raw), TAG.sequence));
  const fields = childrenOf(expectTag(tbs, TAG.sequence));
  const rest = fields[0]?.tag === TAG.context0 ? fields.slice(1) : fields;
  const [serial, , issuer, validity, subject] = rest;
  if (!serial || !issuer || !validity || !subject) throw new DerError('short certificate');
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(raw);
  } catch {
    throw new DerError('certificate not readable');
  }
  return {
    x509,
    raw,
    serial: expectTag(serial, TAG.integer).value,
    issuerRaw: issuer.raw,
    subject: nameParts(subject),
    issuer: nameParts(issuer),
    validFrom: new Date(x509.validFrom),
    validTo: new Date(x509.validTo),
  };
}

/** The person's name: given name and surname, or the common name. */
export function personName(subject: NameParts): string {
  if (subject.GN && subject.SN) return `${subject.GN} ${subject.SN}`;
  return subject.CN ?? subject.O ?? 'Firmatario senza nome';
}

/** The authority as a person knows it: its organization, or its certificate's common name. */
export function authorityName(issuer: NameParts): string {
  return issuer.O ?? issuer.CN ?? 'Autorità senza nome';
}

const CODICE_FISCALE = /^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/;

/**
 * Italian qualified certificates write the codice fiscale in serialNumber as 'TINIT-…' (ETSI EN 319
 * 412-1) or, in older ones, 'IT:…' or bare; dnQualifier is not it.
 */
export function codiceFiscaleOf(subject: NameParts): string | null {
  const serial = subject.serialNumber?.trim().toUpperCase();
  if (!serial) return null;
  const bare = serial.replace(/^(TINIT-|IT:)/, '');
  return CODICE_FISCALE.test(bare) ? bare : null;
}
