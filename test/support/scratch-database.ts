import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new, empty database on the PostgreSQL server at serverUrl; returns its URL. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropScratchDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  // Only ever a database this module created.
  if (!/^studio_[a-z0-9]+_[0-9a-f]{12}$/.test(name)) throw new Error(`refusing to drop ${name}`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL server answers at serverUrl within two seconds. */
export async function postgresAnswers(serverUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
