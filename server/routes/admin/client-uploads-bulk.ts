import { FILTER_BULK_MAX, FILTER_BULK_TOO_LARGE, FILTER_COUNT_CHANGED } from '@common/client-uploads';
import { clientUploadsBulkSchema } from '@common/schemas/client-uploads';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit/audit-log';
import { requireUser } from '../../auth/guards';
import { filterConditions } from '../../client-uploads/listing';
import { removeClientUpload } from '../../client-uploads/remove-upload';
import { stateChange, uploadState } from '../../client-uploads/state';
import { clientUploads } from '../../db/schema';
import { removeStoredFiles } from '../../documents/storage/remove-stored-files';
import { HttpError } from '../../http-error';

const bulkResultSchema = z.object({ matched: z.number().int(), changed: z.number().int() });

/**
 * `POST /api/admin/client-uploads/bulk`: archive, restore or delete every
 * upload the filters match ('Seleziona tutti i N risultati'), not only the
 * rows the browser loaded. The request says how many the person saw: the
 * server counts again under lock and answers 409 when the number differs, so
 * nothing is changed that was not on the screen's count.
 */
export async function clientUploadBulkRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/client-uploads/bulk',
    {
      schema: {
        operationId: 'changeMatchingClientUploads',
        summary: 'Archive, restore, mark seen or delete every sent file the filters match',
        errors: {
          409: 'The count is no longer the `expected` one: nothing changed',
          413: 'More files than one action may change',
        },
        body: clientUploadsBulkSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const { action, filters, expected } = request.body;
      if (expected > FILTER_BULK_MAX) throw new HttpError(413, FILTER_BULK_TOO_LARGE);
      const by = { userId: admin.id, username: admin.username };
      const now = app.now();
      const { changed, storageKeys } = await app.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(clientUploads)
          .where(filterConditions(filters))
          .limit(FILTER_BULK_MAX + 1)
          .for('update');
        if (rows.length !== expected) throw new HttpError(409, FILTER_COUNT_CHANGED);
        if (action === 'delete') {
          for (const row of rows)
            await removeClientUpload(tx, request, { row, by: admin, publicUrl: opts.publicUrl });
          return { changed: rows.length, storageKeys: rows.map((r) => r.storageKey) };
        }
        // Archive what is not archived yet; restore what is: the others are already where asked.
        const target = action === 'archive' ? 'archived' : 'seen';
        const moving = rows.filter((r) => (uploadState(r) === 'archived') === (action === 'restore'));
        for (const row of moving) {
          const change = stateChange(row, target, admin.id, now);
          await tx
            .update(clientUploads)
            .set(change)
            .where(inArray(clientUploads.id, [row.id]));
          await audit(tx, request, 'client-upload.state', by, {
            upload: row.id,
            owner: row.userId,
            from: uploadState(row),
            to: uploadState({ ...row, ...change }),
            bulk: true,
          });
        }
        return { changed: moving.length, storageKeys: [] };
      });
      // After the commit: a rollback must never leave a row without its file.
      await removeStoredFiles(app, storageKeys);
      return reply.header('cache-control', 'no-store').send({ matched: expected, changed });
    },
  );
}
