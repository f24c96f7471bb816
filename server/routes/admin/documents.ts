import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminDocumentSchema } from '../../../common/schemas/documents';
import { audit } from '../../audit/audit-log';
import { requireUser } from '../../auth/guards';
import { documents, users } from '../../db/schema';
import { listedDocumentColumns, newestFirst, toListedDocument } from '../../documents/document-list';
import { withdrawDocumentNotice } from '../../documents/document-notice';
import { HttpError } from '../../http-error';
import { idParams } from '../id-params';

/**
 * Removes stored files after the rows that pointed at them are gone. A file
 * that cannot be removed is only wasted space: it is logged, never an error.
 */
export async function removeStoredFiles(app: FastifyInstance, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await app.documentStore.delete(key);
    } catch (err) {
      app.log.error({ err, storageKey: key }, 'could not remove the stored file of a deleted document');
    }
  }
}

export async function adminDocumentRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/documents',
    { schema: { response: { 200: z.array(adminDocumentSchema) } } },
    async (_request, reply) => {
      const rows = await app.db
        .select({
          ...listedDocumentColumns,
          userId: documents.userId,
          userName: users.fullName,
          username: users.username,
          userEmail: users.email,
        })
        .from(documents)
        .innerJoin(users, eq(users.id, documents.userId))
        .orderBy(...newestFirst);
      return reply.header('cache-control', 'no-store').send(rows.map(toListedDocument));
    },
  );

  api.delete('/documents/:id', { schema: { params: idParams } }, async (request, reply) => {
    const admin = requireUser(request);
    const deleted = await app.db.transaction(async (tx) => {
      const [row] = await tx.delete(documents).where(eq(documents.id, request.params.id)).returning();
      if (!row) return null;
      const [owner] = await tx.select().from(users).where(eq(users.id, row.userId));
      await withdrawDocumentNotice(tx, {
        noticeMailId: row.noticeMailId,
        user: owner!,
        publicUrl: opts.publicUrl,
      });
      await audit(
        tx,
        request,
        'document.delete',
        { userId: admin.id, username: admin.username },
        { document: row.id, title: row.title, filename: row.filename, owner: row.userId, sha256: row.sha256 },
      );
      return row;
    });
    if (!deleted) throw new HttpError(404, 'Documento non trovato');
    // Only once the row is gone for good: a rollback must never leave a row without its file.
    await removeStoredFiles(app, [deleted.storageKey]);
    return reply.status(204).send();
  });
}
