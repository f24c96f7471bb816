import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientUploads, documents } from '../db/schema';
import type { DocumentStore } from './document-store';

declare module 'fastify' {
  interface FastifyInstance {
    documentStore: DocumentStore;
  }
}

const LOGGED_IDS_MAX = 100;

/**
 * Exposes the document store. At start it removes what interrupted uploads
 * left in temporary storage, sets aside committed files no row refers to, and
 * reports rows whose file is gone: those are kept, since only a person can
 * tell a lost disk from a restore in progress.
 * Register it after the database and before the routes.
 */
export const documentStorePlugin = fp(async (app: FastifyInstance, opts: { store: DocumentStore }) => {
  const store = opts.store;
  app.decorate('documentStore', store);

  const swept = await store.sweepTemporary();
  if (swept > 0) app.log.info({ removed: swept }, 'removed leftover temporary upload files');

  // The firm's documents and what clients sent: the same store, the same check.
  const tables = [
    {
      what: 'documents',
      idsField: 'documentIds',
      rows: () => app.db.select({ id: documents.id, key: documents.storageKey }).from(documents),
    },
    {
      what: 'client uploads',
      idsField: 'clientUploadIds',
      rows: () => app.db.select({ id: clientUploads.id, key: clientUploads.storageKey }).from(clientUploads),
    },
  ];
  // Rows before files: another instance commits a file before its row, so a
  // row read first has its file in the listing that follows.
  const checks = await Promise.all(tables.map(async (t) => ({ ...t, found: await t.rows() })));
  // One listing rather than a question per row: a bucket answers a thousand keys a page.
  const stored = new Set<string>();
  for await (const key of store.keys()) stored.add(key);
  const referenced = new Set(checks.flatMap((c) => c.found.map((row) => row.key)));
  const setAside = await store.setAsideOrphans((key) => referenced.has(key));
  if (setAside > 0) {
    app.log.warn(
      { count: setAside },
      "stored files no row refers to (left by a crash before their row was saved) moved to 'orphaned/'",
    );
  }
  for (const { what, idsField, found } of checks) {
    const missing = found.filter((row) => !stored.has(row.key)).map((row) => row.id);
    if (missing.length > 0) {
      app.log.warn(
        { count: missing.length, [idsField]: missing.slice(0, LOGGED_IDS_MAX) },
        `${what} whose stored file is missing: rows kept, restore the files from a backup`,
      );
    }
  }
});
