import type { FastifyInstance } from 'fastify';
import { timedPing } from '../health/ping';
import { HttpError } from '../http-error';

/** Liveness for a load balancer or a monitor: cheap, public, says nothing but ok. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    try {
      await timedPing(app.database);
    } catch (err) {
      app.log.error({ err }, 'health check: database not answering');
      throw new HttpError(503, 'Il database non risponde.');
    }
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
}
