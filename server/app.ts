import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createDatabase, type Database } from './db/client';
import { databasePlugin } from './plugins/database';
import { registerErrorHandler } from './plugins/error-handler';
import { securityPlugin } from './plugins/security';
import { sessionsPlugin } from './plugins/sessions';
import { webRoutes } from './plugins/web';
import { healthRoutes } from './routes/health';
import { userRoutes } from './routes/user';
import { ensureFirstAdmin } from './users/first-admin';

export interface AppOptions {
  /** An already open database; by default one is created from the config. */
  database?: Database;
  /** The clock; tests pass a controllable one. */
  now?: () => Date;
  /** Where log lines go (default: stdout). */
  logStream?: { write(line: string): void };
}

// JSON bodies are small forms; uploads (multipart) have limits of their own.
const JSON_BODY_LIMIT = 64 * 1024;

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      stream: options.logStream,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: () => randomUUID(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: false,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
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

  // Order matters: headers first, then data, then who is asking, then what they ask.
  await app.register(securityPlugin, { config });
  await app.register(databasePlugin, { database });
  await app.register(sessionsPlugin, { config, now: options.now ?? (() => new Date()) });
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(userRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(webRoutes, { config });
  return app;
}
