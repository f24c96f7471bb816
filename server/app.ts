import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { loadSecretsKey, type SecretBox, secretBox } from './auth/secrets-key';
import { backupSocketPlugin } from './backup/backup-socket';
import type { Config } from './config';
import { createDatabase, type Database } from './db/client';
import { fileReadingsPlugin } from './documents/readable/file-readings-plugin';
import { createDocumentStore } from './documents/storage/create-document-store';
import type { DocumentStore } from './documents/storage/document-store';
import { documentStorePlugin } from './documents/storage/document-store-plugin';
import { healthWatchPlugin } from './health/health-watch';
import { logSerializers } from './log/log-serializers';
import { mailPlugin } from './mail/mail-plugin';
import { messageEventsPlugin } from './messages/message-events';
import { newsPlugin } from './news/news-plugin';
import { openApiPlugin, openApiRoute } from './openapi/openapi-plugin';
import { databasePlugin } from './plugins/database';
import { registerErrorHandler } from './plugins/error-handler';
import { securityPlugin } from './plugins/security';
import { sessionsPlugin } from './plugins/sessions';
import { webRoutes } from './plugins/web';
import { remindersPlugin } from './reminders/reminders-plugin';
import { retentionPlugin } from './retention/retention-plugin';
import { adminScope } from './routes/admin/admin-scope';
import { authRoutes } from './routes/auth';
import { calendarRoutes } from './routes/calendar';
import { clientUploadRoutes } from './routes/client-uploads';
import { confirmIdentityRoutes } from './routes/confirm-identity';
import { contactRoutes } from './routes/contact';
import { documentRoutes } from './routes/documents';
import { healthRoutes } from './routes/health';
import { messageEventRoutes } from './routes/message-events';
import { messageRoutes } from './routes/messages';
import { newsRoutes } from './routes/news';
import { passkeySignInRoutes } from './routes/passkey-sign-in';
import { passkeyRoutes } from './routes/passkeys';
import { passwordResetRoutes } from './routes/password-reset';
import { paymentRoutes } from './routes/payments';
import { requestRoutes } from './routes/requests';
import { secondFactorRoutes } from './routes/second-factor';
import { twoFactorRoutes } from './routes/two-factor';
import { userRoutes } from './routes/user';
import { userSessionRoutes } from './routes/user-sessions';
import { v1Scope } from './routes/v1/v1-scope';
import { ensureFirstAdmin } from './users/first-admin';
import type { PageHandler } from './web/react-router-pages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals second-factor secrets with SECRETS_KEY. */
    secrets: SecretBox;
    /** Every route, for tests that must cover new routes automatically. */
    registeredRoutes: { method: string; url: string }[];
  }
}

export interface AppOptions {
  /** An already open database; by default one is created from the config. */
  database?: Database;
  /** The clock; tests pass a controllable one. */
  now?: () => Date;
  /** Where log lines go (default: stdout). */
  logStream?: { write(line: string): void };
  /** Where documents' bytes live; by default the one the config names. */
  documentStore?: DocumentStore;
  /** false: skip the document store's start-up sweep (a process restarted beside others, server/cluster.ts). */
  checkStorageAtStart?: boolean;
  /** Draws the private pages; by default React Router's server build beside the web root. */
  pages?: PageHandler;
}

// JSON bodies are small forms; uploads (multipart) have limits of their own.
const JSON_BODY_LIMIT = 64 * 1024;

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      stream: options.logStream,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: logSerializers,
    },
    genReqId: () => randomUUID(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // JSON endpoints accept only JSON: a text/plain body is a classic CSRF vector.
  app.removeContentTypeParser('text/plain');
  app.decorate('registeredRoutes', [] as { method: string; url: string }[]);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.registeredRoutes.push({ method, url: route.url });
  });
  // Staff can quote this id from a failed page; it leads to the log line.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Risorsa non trovata.' }));

  const database = options.database ?? (await createDatabase(config));
  await database.migrate();
  await ensureFirstAdmin(
    database.db,
    { username: config.adminUsername, password: config.adminPassword },
    app.log,
  );

  app.decorate('secrets', secretBox(await loadSecretsKey(config.secretsKey, config.dataDir, app.log)));

  const now = options.now ?? (() => new Date());
  await openApiPlugin(app);
  // Order matters: headers first, then data, then who is asking, then what they ask.
  await app.register(securityPlugin, { config });
  await app.register(databasePlugin, { database });
  await app.register(documentStorePlugin, {
    store: options.documentStore ?? createDocumentStore(config),
    checkAtStart: options.checkStorageAtStart,
  });
  await app.register(fileReadingsPlugin, { config });
  await app.register(backupSocketPlugin, { config });
  await app.register(sessionsPlugin, { config, now });
  await app.register(mailPlugin, { config });
  await app.register(messageEventsPlugin);
  await app.register(retentionPlugin);
  await app.register(remindersPlugin, { config });
  await app.register(newsPlugin, { config, now });
  await app.register(healthWatchPlugin, { config });
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { allowRegistration: config.allowRegistration });
      await api.register(secondFactorRoutes);
      await api.register(userRoutes);
      await api.register(confirmIdentityRoutes);
      await api.register(twoFactorRoutes, { prefix: '/user/two-factor' });
      await api.register(userSessionRoutes);
      await api.register(passwordResetRoutes);
      await api.register(passkeyRoutes, { publicUrl: config.publicUrl });
      await api.register(passkeySignInRoutes, { publicUrl: config.publicUrl });
      await api.register(documentRoutes);
      await api.register(clientUploadRoutes, {
        publicUrl: config.publicUrl,
        quotaBytes: config.clientUploadQuotaBytes,
      });
      const clientFiles = { publicUrl: config.publicUrl, quotaBytes: config.clientUploadQuotaBytes };
      await api.register(requestRoutes, clientFiles);
      await api.register(paymentRoutes, clientFiles);
      await api.register(calendarRoutes, clientFiles);
      await api.register(messageRoutes, { publicUrl: config.publicUrl });
      await api.register(messageEventRoutes);
      await api.register(contactRoutes);
      await api.register(newsRoutes);
      await api.register(adminScope, { config });
      await api.register(v1Scope, { config, prefix: '/v1' });
      await api.register(openApiRoute);
    },
    { prefix: '/api' },
  );
  await app.register(webRoutes, { config, pages: options.pages });
  return app;
}
