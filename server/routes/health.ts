import type { FastifyInstance } from 'fastify';
import { timedPing } from '../health/ping';
import { HttpError } from '../http-error';

/** Liveness for a load balancer or a monitor: cheap, public, says nothing but ok. */
export async function healthRoutes(app: FastifyInstance) {
  const checkHealth = {
    operationId: 'checkHealth',
    summary: 'Whether the service and its database answer (for a monitor)',
    security: [],
  };
  app.get('/health', { schema: checkHealth }, async (_request, reply) => {
    try {
      await timedPing(app.database);
    } catch (err) {
      app.log.error({ err }, 'health check: database not answering');
      throw new HttpError(503, 'Il database non risponde.');
    }
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
}
