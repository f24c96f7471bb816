import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/guards';
import type { Config } from '../../config';
import { importPreviewRoute } from '../import-preview';
import { adminApiTokenRoutes } from './api-tokens';
import { adminAuditRoutes } from './audit';
import { adminClientOptionRoutes } from './client-options';
import { adminClientUploadRoutes } from './client-uploads';
import { adminContactMessageRoutes } from './contact-messages';
import { documentPaymentTermsRoutes } from './document-payment-terms';
import { documentUploadRoutes } from './document-upload';
import { adminDocumentRoutes } from './documents';
import { adminMessageRoutes } from './messages';
import { adminNewsFeedRoutes } from './news-feeds';
import { adminPaymentRoutes } from './payments';
import { adminRequestTemplateRoutes } from './request-templates';
import { adminRequestRoutes } from './requests';
import { adminSystemHealthRoutes } from './system-health';
import { adminTwoFactorRoutes } from './two-factor';
import { adminUserPasskeyRoutes } from './user-passkeys';
import { adminUserSessionRoutes } from './user-sessions';
import { adminUserRoutes } from './users';

/**
 * Everything only an administrator may ask. The guard is a hook of this scope,
 * so a route registered here is protected by construction: 401 for visitors,
 * 403 for clients. Its routes live under /api/admin, but for the upload, whose
 * address the specification fixes (`POST /api/documents/upload`).
 */
export async function adminScope(app: FastifyInstance, opts: { config: Config }) {
  const { publicUrl } = opts.config;
  app.addHook('onRequest', requireAdmin);
  await app.register(documentUploadRoutes, { publicUrl });
  await app.register(
    async (admin) => {
      await admin.register(adminAuditRoutes);
      await admin.register(adminUserRoutes, { publicUrl });
      await admin.register(adminClientOptionRoutes);
      await admin.register(adminTwoFactorRoutes);
      await admin.register(adminUserSessionRoutes);
      await admin.register(adminUserPasskeyRoutes);
      await admin.register(adminContactMessageRoutes);
      await admin.register(adminNewsFeedRoutes);
      await admin.register(adminSystemHealthRoutes, { config: opts.config });
      await admin.register(adminDocumentRoutes, { publicUrl });
      await admin.register(documentPaymentTermsRoutes);
      await admin.register(adminClientUploadRoutes, { publicUrl });
      await admin.register(adminRequestRoutes, { publicUrl });
      await admin.register(adminRequestTemplateRoutes, { publicUrl });
      await admin.register(adminPaymentRoutes, { publicUrl });
      await admin.register(adminMessageRoutes, { publicUrl });
      await admin.register(adminApiTokenRoutes);
      // The admin scope's hook has already checked the session.
      await admin.register(importPreviewRoute(() => undefined));
    },
    { prefix: '/admin' },
  );
}
