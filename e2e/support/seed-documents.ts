import path from 'node:path';
import { Readable } from 'node:stream';
import type { Db } from '../../server/db/client';
import { documents } from '../../server/db/schema';
import { createLocalDocumentStore } from '../../server/documents/storage/document-store';
import { documentBytes, documentFiletype, type E2eDocument, e2eDocuments } from './fixtures';

/**
 * The fixtures' documents (or those given) of the given owners, through the server's own store: the rows
 * carry real keys, sizes and hashes, and the files exist. Used by the browser tests' seed and by
 * `npm run bench:pages`.
 */
export async function seedE2eDocuments(
  db: Db,
  dataDir: string,
  ownerIds: Record<string, number>,
  seeded: readonly E2eDocument[] = e2eDocuments,
) {
  const store = createLocalDocumentStore(path.join(dataDir, 'documents'));
  for (const doc of seeded) {
    const userId = ownerIds[doc.owner];
    if (userId === undefined) continue;
    const bytes = documentBytes(doc);
    const file = await store.write(Readable.from([bytes]), { maxBytes: bytes.length });
    await file.commit();
    await db.insert(documents).values({
      userId,
      title: doc.title,
      category: doc.category,
      year: doc.year ?? new Date(doc.uploadedAt).getUTCFullYear(),
      filename: doc.filename,
      filetype: documentFiletype(doc),
      storageKey: file.key,
      size: file.size,
      sha256: file.sha256,
      uploadedAt: new Date(doc.uploadedAt),
      firstDownloadedAt: doc.firstDownloadedAt ? new Date(doc.firstDownloadedAt) : null,
    });
  }
  return store;
}
