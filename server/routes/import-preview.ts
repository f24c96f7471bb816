import { importPreviewRequestSchema, importPreviewSchema } from '@common/schemas/imports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchFiles } from '../imports/match-files';

/**
 * `POST …/imports/preview`: before anything is stored, whose each file of an
 * import is and what it is (category, year, title), from its name (or the
 * codes its sender read on its first page). Nothing is
 * written; the files then go one by one through the ordinary upload.
 * `authorize` is the scope's own check (an admin's session, or a token's scope).
 */
export function importPreviewRoute(authorize: (request: FastifyRequest) => unknown) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/imports/preview',
      {
        schema: {
          // The same route in the admin scope and in /api/v1: one name each.
          operationId: app.prefix.startsWith('/api/v1') ? 'previewImportWithToken' : 'previewImport',
          summary:
            'Whose each file of an import is (by the codes in its name or on its first page) and what it is; nothing is stored',
          body: importPreviewRequestSchema,
          response: { 200: importPreviewSchema },
        },
      },
      async (request, reply) => {
        authorize(request);
        return reply
          .header('cache-control', 'no-store')
          .send({ rows: await matchFiles(app.db, request.body.files, app.now()) });
      },
    );
  };
}
