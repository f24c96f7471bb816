import { rm } from 'node:fs/promises';
import { dropE2eDatabase } from './database';

export default async function teardown() {
  const { TEST_DATABASE_URL, E2E_DATABASE_URL, E2E_DATA_DIR } = process.env;
  if (TEST_DATABASE_URL && E2E_DATABASE_URL) await dropE2eDatabase(TEST_DATABASE_URL, E2E_DATABASE_URL);
  if (E2E_DATA_DIR) await rm(E2E_DATA_DIR, { recursive: true, force: true });
}
