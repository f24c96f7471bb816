import { systemHealthSchema } from '@common/schemas/system-health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { collectSystemHealth } from '../../health/system-health';

/** The admin's view of the site's health: read on each request, never cached. */
export async function adminSystemHealthRoutes(app: FastifyInstance, opts: { config: Config }) {
  const getSystemHealth = {
    operationId: 'getSystemHealth',
    summary: "'Stato del sistema': the database and its latency, free space, the outbox, the feeds",
    response: { 200: systemHealthSchema },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/health', { schema: getSystemHealth }, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await collectSystemHealth(app, opts.config)),
    );
}
