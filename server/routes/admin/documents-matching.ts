import {
  type MatchingDocuments,
  matchingChanged,
  matchingDocumentsSchema,
} from '@common/schemas/admin-documents-list';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/guards';
import { documents, users } from '../../db/schema';
import { adminDocumentsWhere } from '../../documents/admin-document-filter';
import { recordDocumentDeletion } from '../../documents/record-deletion';
import { removeStoredFiles } from '../../documents/storage/remove-stored-files';
import { HttpError } from '../../http-error';
import { matchingArchiveRows, sendDocumentsArchive } from '../documents-archive';

/** The filters of an action, as its audit records them. */
const filterOf = ({ expected: _expected, ...filter }: MatchingDocuments) => filter;

/**
 * 'Seleziona tutti i N risultati': a ZIP of, or the deletion of, every
 * document matching the overview's filters, chosen on the server. The screen
 * sends the N it showed; a different count now means the list changed under
 * the admin's eyes, and nothing happens (409).
 */
export async function adminMatchingDocumentRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/documents/archive',
    {
      schema: {
        operationId: 'downloadMatchingDocumentsArchiveAsAdmin',
        summary: 'Every document the filters match, across clients, as one ZIP with a folder a client',
        errors: {
          409: 'The count is no longer the `expected` one: the list changed',
          413: 'Over 1,000 files or 2 GB',
        },
        querystring: matchingDocumentsSchema,
      },
      config: { sideEffects: true },
    },
    async (request, reply) => {
      const rows = await matchingArchiveRows(app, adminDocumentsWhere(request.query), request.query.expected);
      reply.header('cache-control', 'no-store');
      return sendDocumentsArchive(app, request, reply, rows);
    },
  );

  api.post(
    '/documents/delete-matching',
    {
      schema: {
        operationId: 'deleteMatchingDocuments',
        summary: 'Delete every document the filters match, when they are still the `expected` count',
        errors: { 409: 'The count is no longer the `expected` one: nothing was deleted' },
        body: matchingDocumentsSchema,
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const filter = filterOf(request.body);
      const deleted = await app.db.transaction(async (tx) => {
        const rows = await tx.delete(documents).where(adminDocumentsWhere(request.body)).returning();
        // Thrown inside the transaction: the rows come back, nothing is deleted.
        if (rows.length !== request.body.expected) throw new HttpError(409, matchingChanged(rows.length));
        const ownerIds = [...new Set(rows.map((r) => r.userId))];
        const owners = new Map(
          (await tx.select().from(users).where(inArray(users.id, ownerIds))).map((u) => [u.id, u]),
        );
        // As for one deletion: each document's notice withdrawn and its deletion audited.
        for (const row of rows) {
          await recordDocumentDeletion(tx, request, {
            row,
            user: owners.get(row.userId)!,
            by: admin,
            publicUrl: opts.publicUrl,
            matching: { filter, documents: rows.length },
          });
        }
        return rows;
      });
      // Only once the rows are gone for good: a rollback must never leave a row without its file.
      await removeStoredFiles(
        app,
        deleted.map((r) => r.storageKey),
      );
      return reply.header('cache-control', 'no-store').send({ deleted: deleted.length });
    },
  );
}
