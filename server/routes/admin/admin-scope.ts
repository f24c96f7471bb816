import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/guards';
import { adminAuditRoutes } from './audit';

/**
 * Everything under /api/admin. The guard is a hook of this scope, so a route
 * registered here is protected by construction: 401 for visitors, 403 for clients.
 */
export async function adminScope(app: FastifyInstance) {
  app.addHook('onRequest', requireAdmin);
  await app.register(adminAuditRoutes);
}
