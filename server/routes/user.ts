import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicUserSchema } from '../../common/schemas/user';
import { HttpError } from '../http-error';

export async function userRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/user', { schema: { response: { 200: publicUserSchema } } }, async (request, reply) => {
      if (!request.user) throw new HttpError(401, 'Accesso richiesto.');
      return reply.header('cache-control', 'no-store').send(request.user);
    });
}
