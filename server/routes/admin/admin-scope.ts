import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/guards';
import { adminAuditRoutes } from './audit';
import { adminClientUploadRoutes } from './client-uploads';
import { adminContactMessageRoutes } from './contact-messages';
import { adminDocumentRoutes } from './documents';
import { adminNewsFeedRoutes } from './news-feeds';
import { adminTwoFactorRoutes } from './two-factor';
import { adminUserSessionRoutes } from './user-sessions';
import { adminUserRoutes } from './users';

/**
 * Everything under /api/admin. The guard is a hook of this scope, so a route
 * registered here is protected by construction: 401 for visitors, 403 for clients.
 */
export async function adminScope(app: FastifyInstance, opts: { publicUrl: string }) {
  app.addHook('onRequest', requireAdmin);
  await app.register(adminAuditRoutes);
  await app.register(adminUserRoutes, { publicUrl: opts.publicUrl });
  await app.register(adminTwoFactorRoutes);
  await app.register(adminUserSessionRoutes);
  await app.register(adminContactMessageRoutes);
  await app.register(adminNewsFeedRoutes);
  await app.register(adminDocumentRoutes, { publicUrl: opts.publicUrl });
  await app.register(adminClientUploadRoutes, { publicUrl: opts.publicUrl });
}
