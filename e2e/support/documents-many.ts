import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { documents, users } from '../../server/db/schema';
import type { DocumentStore } from '../../server/documents/storage/document-store';
import { hashPassword } from '../../server/users/passwords';
import type { E2eClient } from './fixtures';

/**
 * A client of the paging specs' own with a ten-year archive from the firm:
 * thousands of documents, every one older than what other specs upload, so no
 * other client's list or first page sees them.
 */
export const manyDocumentsClient: E2eClient = {
  username: 'documenti.molti',
  password: 'documenti-molti-password-1',
  fullName: 'Archivio Documenti Molti',
  email: 'documenti.molti@example.it',
};
/** 2015 to 2024, newest first: 290 a year, and 2024 has the 'Perché' ones too. */
export const MANY_DOCUMENTS_YEARS = [2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015];
const FILLER_PER_YEAR = 290;
/** Of 2024, these are titled 'Perché …' and have real files: a ZIP of every match reads them. */
export const MANY_DOCUMENTS_PERCHE = 60;
export const manyDocumentsIn = (year: number) =>
  FILLER_PER_YEAR + (year === 2024 ? MANY_DOCUMENTS_PERCHE : 0);
export const MANY_DOCUMENTS = MANY_DOCUMENTS_YEARS.length * FILLER_PER_YEAR + MANY_DOCUMENTS_PERCHE;

export async function seedManyDocuments(db: Db, store: DocumentStore) {
  const { password, ...fields } = manyDocumentsClient;
  const [user] = await db
    .insert(users)
    .values({ ...fields, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  for (let i = 1; i <= MANY_DOCUMENTS_PERCHE; i++) {
    const bytes = Buffer.from(`%PDF-1.4\n% promemoria ${i}\n%%EOF\n`);
    const file = await store.write(Readable.from([bytes]), { maxBytes: bytes.length });
    await file.commit();
    await db.insert(documents).values({
      userId: user!.id,
      title: `Perché conservare le ricevute ${i}`,
      category: 'altro',
      year: 2024,
      filename: `perche-${i}.pdf`,
      filetype: 'application/pdf',
      storageKey: file.key,
      size: file.size,
      sha256: file.sha256,
      uploadedAt: new Date(Date.UTC(2024, 5, 1, 0, i)),
      firstDownloadedAt: new Date('2024-07-01T00:00:00Z'),
    });
  }
  // The rest without files: listed, never downloaded. Uploaded in their own year.
  await db.execute(sql`
    insert into documents
      (user_id, title, category, year, filename, filetype, storage_key, size, sha256, uploaded_at, first_downloaded_at)
    select ${user!.id}, 'F24 lotto ' || i, 'f24-tributi', 2015 + i % 10, 'f24-lotto-' || i || '.pdf',
      'application/pdf', 'e2e-documenti-molti-' || i, 100, 'x',
      make_timestamptz(2015 + i % 10, 1 + i % 12, 1 + i % 28, 9, i % 60, 0, 'Europe/Rome'),
      '2025-01-01T00:00:00Z'
    from generate_series(1, ${MANY_DOCUMENTS - MANY_DOCUMENTS_PERCHE}) as i`);
}
