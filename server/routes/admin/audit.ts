import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEvents } from '../../db/schema';

const auditEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  event: z.string(),
  userId: z.number().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/** The latest security events, for the firm's administrator. */
export async function adminAuditRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/audit-events',
      { schema: { response: { 200: z.array(auditEventSchema) } } },
      async (_request, reply) => {
        const rows = await app.db
          .select()
          .from(auditEvents)
          .orderBy(desc(auditEvents.at), desc(auditEvents.id))
          .limit(200);
        return reply
          .header('cache-control', 'no-store')
          .send(rows.map((r) => ({ ...r, at: r.at.toISOString() })));
      },
    );
}
