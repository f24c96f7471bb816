import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { clientUploads, contactMessages, documents } from '../../../server/db/schema';
import { multipartBody } from '../../support/multipart';
import { type Answer, send } from '../../support/site-process';
import type { FaultSite } from './fault-site';

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A PDF of `size` bytes that no other test has: its hash identifies it. */
export const pdfOf = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(Math.max(0, size - 9))]);

export function uploadBody(site: FaultSite, title: string, content: Buffer) {
  return multipartBody([
    { name: 'title', value: title },
    { name: 'userId', value: String(site.clientId) },
    { name: 'file', filename: `${title}.pdf`, content, contentType: 'application/pdf' },
  ]);
}

/** The admin uploads a document for the seeded client. */
export function upload(site: FaultSite, cookie: string, title: string, content: Buffer): Promise<Answer> {
  const body = uploadBody(site, title, content);
  return send(`${site.url}/api/documents/upload`, {
    method: 'POST',
    headers: { ...body.headers, cookie, origin: site.url },
    body: body.payload,
  });
}

export function contact(site: FaultSite, subject: string, headers: Record<string, string> = {}) {
  return send(`${site.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url, ...headers },
    body: JSON.stringify({
      name: 'Mario Rossi',
      email: 'mario.rossi@example.it',
      subject,
      message: 'Vorrei un appuntamento per la dichiarazione dei redditi.',
      privacyAccepted: true,
      website: '',
      elapsedMs: 12_000,
    }),
  });
}

/**
 * What the stopped site holds: its rows (documents, client uploads, contact
 * messages) and the files in its document folder: final, temporary, set aside.
 */
export async function siteContents(site: FaultSite) {
  const database = await site.openDatabase();
  try {
    const docs = await database.db.select().from(documents);
    const uploads = await database.db.select().from(clientUploads);
    const messages = await database.db.select().from(contactMessages);
    const root = path.join(site.dataDir, 'documents');
    const files = (await readdir(root, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
    const temporary = await readdir(path.join(root, 'tmp')).catch(() => []);
    const orphaned = await readdir(path.join(root, 'orphaned')).catch(() => []);
    return { docs, uploads, messages, files, temporary, orphaned, root };
  } finally {
    await database.close();
  }
}
