import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { clientUploads, users } from '../../server/db/schema';
import type { DocumentStore } from '../../server/documents/storage/document-store';
import { hashPassword } from '../../server/users/passwords';
import type { E2eClient } from './fixtures';

/**
 * A client of the received-paging spec's own, with thousands of files sent
 * over ten years, every one archived: the default working list, the tab's
 * badge and the other specs' clients see none of them.
 */
export const manyReceivedClient: E2eClient = {
  username: 'ricevuti.molti',
  password: 'ricevuti-molti-password-1',
  fullName: 'Archivio Ricevuti Molti',
  email: 'ricevuti.molti@example.it',
};
export const MANY_RECEIVED = 2400;
/** The first ones are titled 'Perché …' and have real files: the ZIP of every match reads them. */
export const MANY_RECEIVED_PERCHE = 120;

export async function seedManyReceived(db: Db, store: DocumentStore) {
  const { password, ...fields } = manyReceivedClient;
  const [user] = await db
    .insert(users)
    .values({ ...fields, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  for (let i = 1; i <= MANY_RECEIVED_PERCHE; i++) {
    const bytes = Buffer.from(`%PDF-1.4\n% ricevuta ${i}\n%%EOF\n`);
    const file = await store.write(Readable.from([bytes]), { maxBytes: bytes.length });
    await file.commit();
    await db.insert(clientUploads).values({
      userId: user!.id,
      title: `Perché ${i}`,
      category: 'fatture',
      year: 2024,
      filename: `perche-${i}.pdf`,
      filetype: 'application/pdf',
      storageKey: file.key,
      size: file.size,
      sha256: file.sha256,
      // Older than anything another spec sends: the first page of every client never shows them.
      uploadedAt: new Date(Date.UTC(2024, 0, 1, 0, i)),
      seenAt: new Date('2025-01-01T00:00:00Z'),
      archivedAt: new Date('2025-01-01T00:00:00Z'),
    });
  }
  // The rest without files: only listed, never downloaded.
  await db.execute(sql`
    insert into client_uploads
      (user_id, title, category, year, filename, filetype, storage_key, size, sha256, uploaded_at, seen_at, archived_at)
    select ${user!.id}, 'Lotto ' || i, 'fatture', 2015 + i % 10, 'lotto-' || i || '.pdf', 'application/pdf',
      'e2e-molti-' || i, 100, 'x', '2015-01-01T00:00:00Z'::timestamptz + (i || ' hours')::interval,
      '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z'
    from generate_series(1, ${MANY_RECEIVED - MANY_RECEIVED_PERCHE}) as i`);
}
