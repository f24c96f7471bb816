/**
 * `npm run seed:archive -- --clients 1000 --years 10`: fills an EMPTY database
 * (the site's DATA_DIR / DATABASE_URL, the site stopped on the embedded one)
 * with a firm's ten-year archive, for measuring. Never run by `npm start`.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/client';
import { createDocumentStore } from '../server/documents/storage/create-document-store';
import { SEEDED_CLIENT_PASSWORD, SeedRefused, seedArchive } from '../server/seed/archive-seed';
import { ensureFirstAdmin } from '../server/users/first-admin';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    years: { type: 'string', default: '10' },
    documents: { type: 'string', default: '500' },
    uploads: { type: 'string', default: '200' },
    requests: { type: 'string', default: '20' },
    messages: { type: 'string', default: '20000' },
    audit: { type: 'string', default: '100000' },
    files: { type: 'string', default: '20' },
  },
});
const number = (name: keyof typeof values) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number (got ${values[name]})`);
    process.exit(2);
  }
  return n;
};
const size = {
  clients: Math.max(1, number('clients')),
  years: Math.max(1, number('years')),
  documentsPerClient: number('documents'),
  uploadsPerClient: number('uploads'),
  requestsPerClient: number('requests'),
  contactMessages: number('messages'),
  auditEvents: number('audit'),
  realFiles: number('files'),
};

const print = (...parts: unknown[]) =>
  process.stdout.write(
    `${parts.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' ')}\n`,
  );

const config = loadConfig();
const database = await createDatabase(config);
try {
  await database.migrate();
  // The first admin's generated password must reach the operator, so its log line goes to stdout.
  const log = { info: print, warn: print } as unknown as Parameters<typeof ensureFirstAdmin>[2];
  await ensureFirstAdmin(
    database.db,
    { username: config.adminUsername, password: config.adminPassword },
    log,
  );
  const started = performance.now();
  const { realFiles } = await seedArchive(database, createDocumentStore(config), size);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  print(
    `Seeded ${size.clients} clients over ${size.years} years in ${seconds} s: ` +
      `${size.clients * size.documentsPerClient} documents (${realFiles} with a real file), ` +
      `${size.clients * size.uploadsPerClient} files sent by clients, ${size.clients * size.requestsPerClient} requests, ` +
      `${size.contactMessages} contact messages, ` +
      `${size.auditEvents} security events. Clients sign in as cliente00001 … with "${SEEDED_CLIENT_PASSWORD}".`,
  );
} catch (error) {
  console.error(error instanceof SeedRefused ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
