import { asc, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientUploads, documents } from '../../db/schema';
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
 * Register it after the database and before the routes. `checkAtStart: false`
 * skips all of it: a process restarted beside others that serve the same
 * folder (server/cluster.ts) would take their uploads in progress for leftovers.
 */
export const documentStorePlugin = fp(
  async (app: FastifyInstance, opts: { store: DocumentStore; checkAtStart?: boolean }) => {
    app.decorate('documentStore', opts.store);
    if (opts.checkAtStart !== false) await checkStore(app, opts.store);
  },
);

async function checkStore(app: FastifyInstance, store: DocumentStore) {
  const swept = await store.sweepTemporary();
  if (swept > 0) app.log.info({ removed: swept }, 'removed leftover temporary upload files');

  // One listing rather than a question per row: a bucket answers a thousand keys a page. Then the rows,
  // a batch at a time (ten years of a firm is 700,000 of them): each file a row names is ticked off,
  // and what is left no row refers to. A file whose row is being saved right now by another instance
  // would look unreferenced: a shared bucket only sets aside objects older than an hour.
  const unreferenced = new Set<string>();
  for await (const key of store.keys()) unreferenced.add(key);
  const tables = [
    { table: documents, what: 'documents', idsField: 'documentIds' },
    { table: clientUploads, what: 'client uploads', idsField: 'clientUploadIds' },
  ] as const;
  for (const { table, what, idsField } of tables) {
    const missing = await tickOffRows(app, table, unreferenced);
    if (missing.count > 0) {
      app.log.warn(
        { count: missing.count, [idsField]: missing.ids },
        `${what} whose stored file is missing: rows kept, restore the files from a backup`,
      );
    }
  }
  const setAside = await store.setAsideOrphans((key) => !unreferenced.has(key));
  if (setAside > 0) {
    app.log.warn(
      { count: setAside },
      "stored files no row refers to (left by a crash before their row was saved) moved to 'orphaned/'",
    );
  }
}

const BATCH = 20_000;

/** Removes from `stored` every key the table's rows name; answers the rows whose file is not there. */
async function tickOffRows(
  app: FastifyInstance,
  table: typeof documents | typeof clientUploads,
  stored: Set<string>,
): Promise<{ count: number; ids: number[] }> {
  const missing = { count: 0, ids: [] as number[] };
  for (let after = 0; ; ) {
    const rows = await app.db
      .select({ id: table.id, key: table.storageKey })
      .from(table)
      .where(gt(table.id, after))
      .orderBy(asc(table.id))
      .limit(BATCH);
    for (const row of rows) {
      if (stored.delete(row.key)) continue;
      missing.count++;
      if (missing.ids.length < LOGGED_IDS_MAX) missing.ids.push(row.id);
    }
    if (rows.length < BATCH) return missing;
    after = rows.at(-1)!.id;
  }
}
