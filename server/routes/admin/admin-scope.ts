import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/guards';
import type { Config } from '../../config';
import { adminAuditRoutes } from './audit';
import { adminClientOptionRoutes } from './client-options';
import { adminClientUploadRoutes } from './client-uploads';
import { adminContactMessageRoutes } from './contact-messages';
import { adminDocumentRoutes } from './documents';
import { adminNewsFeedRoutes } from './news-feeds';
import { adminSystemHealthRoutes } from './system-health';
import { adminTwoFactorRoutes } from './two-factor';
import { adminUserPasskeyRoutes } from './user-passkeys';
import { adminUserSessionRoutes } from './user-sessions';
import { adminUserRoutes } from './users';

/**
 * Everything under /api/admin. The guard is a hook of this scope, so a route
 * registered here is protected by construction: 401 for visitors, 403 for clients.
 */
export async function adminScope(app: FastifyInstance, opts: { config: Config }) {
  const { publicUrl } = opts.config;
  app.addHook('onRequest', requireAdmin);
  await app.register(adminAuditRoutes);
  await app.register(adminUserRoutes, { publicUrl });
  await app.register(adminClientOptionRoutes);
  await app.register(adminTwoFactorRoutes);
  await app.register(adminUserSessionRoutes);
  await app.register(adminUserPasskeyRoutes);
  await app.register(adminContactMessageRoutes);
  await app.register(adminNewsFeedRoutes);
  await app.register(adminSystemHealthRoutes, { config: opts.config });
  await app.register(adminDocumentRoutes, { publicUrl });
  await app.register(adminClientUploadRoutes, { publicUrl });
}
