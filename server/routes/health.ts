import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';

const PING_TIMEOUT_MS = 2_000;

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([app.database.ping(), timeout]);
    } catch (err) {
      app.log.error({ err }, 'health check: database not answering');
      throw new HttpError(503, 'Il database non risponde.');
    } finally {
      clearTimeout(timer);
    }
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
}
