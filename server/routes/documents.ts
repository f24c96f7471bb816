import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientDocumentSchema } from '../../common/schemas/documents';
import { requireUser } from '../auth/guards';
import { documents } from '../db/schema';

export async function documentRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/documents',
      { schema: { response: { 200: z.array(clientDocumentSchema) } } },
      async (request, reply) => {
        const me = requireUser(request);
        // Only ever the caller's own rows, whatever their role.
        const rows = await app.db
          .select({
            id: documents.id,
            title: documents.title,
            filename: documents.filename,
            filetype: documents.filetype,
            uploadedAt: documents.uploadedAt,
          })
          .from(documents)
          .where(eq(documents.userId, me.id))
          .orderBy(desc(documents.uploadedAt), desc(documents.id));
        return reply
          .header('cache-control', 'private, no-store')
          .send(rows.map((r) => ({ ...r, uploadedAt: r.uploadedAt.toISOString() })));
      },
    );
}
