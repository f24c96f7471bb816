import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { documents, mailOutbox } from '../../server/db/schema';
import { queueDocumentNotice } from '../../server/documents/document-notice';
import type { TestApp } from './test-app';

export interface NoticeClient {
  id: number;
  fullName: string;
  email: string;
}

/** What the upload route does for the notice: the document row and its e-mail, in one transaction. */
export async function insertDocument(
  tx: Db,
  t: TestApp,
  user: NoticeClient,
  title: string,
  now = t.clock.now,
): Promise<number> {
  const [doc] = await tx
    .insert(documents)
    .values({
      userId: user.id,
      title,
      filename: 'documento.pdf',
      filetype: 'application/pdf',
      storageKey: randomUUID(),
      size: 1234,
      sha256: '0'.repeat(64),
      uploadedAt: now,
    })
    .returning({ id: documents.id });
  await queueDocumentNotice(tx, { documentId: doc!.id, user, publicUrl: t.config.publicUrl, now });
  return doc!.id;
}

export function uploadWithNotice(t: TestApp, user: NoticeClient, title: string, db: Db = t.app.db) {
  return db.transaction((tx) => insertDocument(tx, t, user, title));
}

export async function noticeOf(db: Db, documentId: number) {
  const [doc] = await db
    .select({ noticeMailId: documents.noticeMailId })
    .from(documents)
    .where(eq(documents.id, documentId));
  if (doc?.noticeMailId == null) throw new Error(`document ${documentId} has no notice`);
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, doc.noticeMailId));
  return row!;
}
