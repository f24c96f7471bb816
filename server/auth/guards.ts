import type { FastifyRequest } from 'fastify';
import type { PublicUser } from '../../common/schemas/user';
import { HttpError } from '../http-error';

export function requireUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw new HttpError(401, 'Accesso richiesto.');
  return request.user;
}

/** onRequest hook for the whole /api/admin scope: a route there cannot forget it. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new HttpError(403, 'Operazione riservata agli amministratori.');
}
