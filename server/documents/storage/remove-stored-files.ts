import type { FastifyInstance } from 'fastify';

/**
 * Removes the files of rows already deleted (after the commit: a rolled-back
 * delete must not lose a file). A file that cannot be removed is logged and
 * left for the start-up check to report; the answer to the person stands.
 */
export async function removeStoredFiles(app: FastifyInstance, keys: string[]): Promise<void> {
  // What was read in the files goes with them: an invoice's contents are the client's data too.
  try {
    await app.fileReadings.forget(keys);
  } catch (err) {
    app.log.error({ err }, 'could not forget what was read in deleted files');
  }
  for (const key of keys) {
    try {
      await app.documentStore.delete(key);
    } catch (err) {
      app.log.error({ err, storageKey: key }, 'could not remove the stored file of a deleted document');
    }
  }
}
