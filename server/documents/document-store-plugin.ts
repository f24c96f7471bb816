import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientUploads, documents } from '../db/schema';
import type { DocumentStore } from './document-store';

declare module 'fastify' {
  interface FastifyInstance {
    documentStore: DocumentStore;
  }
}

const CHECK_BATCH = 32;
const LOGGED_IDS_MAX = 100;

/**
 * Exposes the document store. At start it removes what interrupted uploads
 * left in temporary storage and reports rows whose file is gone: those are
 * kept, since only a person can tell a lost disk from a restore in progress.
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
  for (const { what, idsField, rows } of tables) {
    const missing = await missingFiles(store, await rows());
    if (missing.length > 0) {
      app.log.warn(
        { count: missing.length, [idsField]: missing.slice(0, LOGGED_IDS_MAX) },
        `${what} whose stored file is missing: rows kept, restore the files from a backup`,
      );
    }
  }
});

/** The ids of rows whose file is not in the store, checked a few at a time. */
async function missingFiles(store: DocumentStore, rows: { id: number; key: string }[]): Promise<number[]> {
  const missing: number[] = [];
  for (let i = 0; i < rows.length; i += CHECK_BATCH) {
    const batch = rows.slice(i, i + CHECK_BATCH);
    const found = await Promise.all(batch.map((row) => store.exists(row.key)));
    batch.forEach((row, n) => {
      if (!found[n]) missing.push(row.id);
    });
  }
  return missing;
}
