import { createHash, X509Certificate } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The certificates the firm chose to trust (its folder), read once when the first envelope is opened. */
export interface TrustedCertificates {
  certificates: X509Certificate[];
}

/** Which authorities were trusted, in a few characters: a reading made under others is made again. */
export function trustDigest(trusted: TrustedCertificates | null): string {
  if (!trusted) return 'none';
  const fingerprints = trusted.certificates.map((c) => c.fingerprint256).sort();
  return createHash('sha256').update(fingerprints.join('\n')).digest('base64url').slice(0, 22);
}

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;
/** A chain longer than this is not one a qualified certificate comes with. */
const MAX_CHAIN = 6;

/**
 * Every certificate in the folder's files: PEM (several per file allowed) or DER. A file that holds
 * none is skipped and named in the log, so one stray file does not leave the firm without trust.
 */
export async function loadTrustedCertificates(
  folder: string,
  warn: (file: string) => void,
): Promise<TrustedCertificates> {
  const certificates: X509Certificate[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const bytes = await readFile(path.join(folder, entry.name));
    const blocks = bytes.toString('latin1').match(PEM_BLOCK) ?? [bytes];
    let found = 0;
    for (const block of blocks) {
      try {
        certificates.push(new X509Certificate(block));
        found++;
      } catch {
        // counted below: a file of which nothing reads is reported
      }
    }
    if (found === 0) warn(entry.name);
  }
  return { certificates };
}

/**
 * The trusted certificate the signer's chain ends at (through the envelope's own certificates), as
 * its common name or organization; null when it ends anywhere else.
 */
export function trustAnchorOf(
  signer: X509Certificate,
  pool: X509Certificate[],
  trusted: TrustedCertificates,
): string | null {
  let current = signer;
  for (let step = 0; step < MAX_CHAIN; step++) {
    const anchor = trusted.certificates.find(
      (t) => t.fingerprint256 === current.fingerprint256 || issues(t, current),
    );
    if (anchor) return displayName(anchor);
    const next = pool.find((candidate) => candidate !== current && issues(candidate, current));
    if (!next) return null;
    current = next;
  }
  return null;
}

function issues(issuer: X509Certificate, subject: X509Certificate): boolean {
  return subject.checkIssued(issuer) && subject.verify(issuer.publicKey);
}

function displayName(certificate: X509Certificate): string {
  const lines = certificate.subject.split('\n');
  const value = (key: string) => lines.find((line) => line.startsWith(`${key}=`))?.slice(key.length + 1);
  return value('CN') ?? value('O') ?? certificate.subject;
}
