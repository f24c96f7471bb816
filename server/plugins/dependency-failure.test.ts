import { writeFile } from 'node:fs/promises';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/support/free-port';
import { testConfig } from '../../test/support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { buildApp } from '../app';
import { createDatabase, type Database } from '../db/client';
import { isDependencyFailure } from './dependency-failure';

/** What node-postgres and Drizzle really throw when the server is not there. */
async function databaseDown(): Promise<unknown> {
  const pool = new pg.Pool({
    connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/studio`,
    connectionTimeoutMillis: 2_000,
  });
  try {
    return await drizzle(pool)
      .execute(sql`select 1`)
      .then(
        () => null,
        (error: unknown) => error,
      );
  } finally {
    await pool.end();
  }
}

/** A query builder at any depth (`select().from().where()`, `transaction(fn)`) that rejects when awaited. */
function failingQuery(error: unknown): unknown {
  return new Proxy(() => {}, {
    get: (_target, prop) =>
      prop === 'then'
        ? (_resolve: unknown, reject: (e: unknown) => void) => reject(error)
        : failingQuery(error),
    apply: () => failingQuery(error),
  });
}

let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await createDatabase({ dataDir: testDb.dataDir, databaseUrl: testDb.databaseUrl });
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

describe('isDependencyFailure', () => {
  it('recognises a database that does not answer, through the query wrapper', async () => {
    const error = await databaseDown();
    expect(error).toBeInstanceOf(Error);
    expect(isDependencyFailure(error)).toBe(true);
  });

  it('recognises a full disk', async () => {
    const error = await writeFile('/dev/full', 'x').catch((e: unknown) => e);
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    expect(isDependencyFailure(error)).toBe(true);
  });

  it('recognises an S3 service that does not answer', async () => {
    const client = new S3Client({
      endpoint: `http://127.0.0.1:${await freePort()}`,
      region: 'eu-south-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
      maxAttempts: 1,
    });
    const error = await client.send(new GetObjectCommand({ Bucket: 'b', Key: 'k' })).catch((e: unknown) => e);
    client.destroy();
    expect(isDependencyFailure(error)).toBe(true);
  });

  it('leaves alone what a retry would not mend: a wrong query, a broken rule, a bug', async () => {
    const wrong = await database.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e);
    const duplicate = await database.db
      .execute(
        sql`insert into login_throttle (key, failures, last_failure_at) values ('x', 1, now()), ('x', 1, now())`,
      )
      .catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(Error);
    expect(duplicate).toBeInstanceOf(Error);
    for (const error of [wrong, duplicate, new Error('bug'), new TypeError('x is undefined'), null])
      expect(isDependencyFailure(error)).toBe(false);
  });
});

describe('a database that stops answering under the running site', () => {
  let app: FastifyInstance;
  let failure: unknown = null;

  beforeAll(async () => {
    // Its own connection (PostgreSQL) or its own embedded database (PGlite, which has one owner).
    const second = await createDatabase({
      dataDir: `${testDb.dataDir}/site`,
      databaseUrl: testDb.databaseUrl,
    });
    // The site's queries reach the real database until `failure` is set; then every
    // query, however it is built, fails as it would with the server gone.
    const db = new Proxy(second.db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        return failure && typeof value === 'function' ? failingQuery(failure) : value;
      },
    });
    const config = testConfig(`${testDb.dataDir}/site`, testDb.databaseUrl);
    app = await buildApp(config, { database: { ...second, db } });
    failure = await databaseDown();
  });
  afterAll(() => app.close());

  it('answers every route with 503, Retry-After and the Italian message, never the cause', async () => {
    const requests = [
      {
        method: 'POST' as const,
        url: '/api/contact',
        payload: {
          name: 'Mario Rossi',
          email: 'mario@example.it',
          subject: 'Appuntamento',
          message: 'Vorrei un appuntamento.',
          privacyAccepted: true,
          website: '',
          elapsedMs: 12_000,
        },
      },
      {
        method: 'POST' as const,
        url: '/api/login',
        payload: { username: 'mario', password: 'una-password-qualsiasi' },
      },
      { method: 'GET' as const, url: '/api/news' },
    ];
    for (const request of requests) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBe(503);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.json()).toEqual({
        message: 'Servizio momentaneamente non disponibile: riprova tra qualche minuto.',
      });
      expect(res.body).not.toMatch(/ECONN|127\.0\.0\.1|select/);
    }
  });
});
