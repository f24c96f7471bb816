import type { PublicUser } from '@common/schemas/user';
import { SESSION_REQUIRED_MESSAGE } from '@common/session-required';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { createDatabase, type Database } from '../db/client';
import { auditEvents, users } from '../db/schema';
import { internalErrorMessage } from '../http-error';
import { registerErrorHandler } from './error-handler';
import { isForeignKeyViolation } from './removed-account';

let testDb: TestDatabase;
let database: Database;
let app: FastifyInstance;
let removedId: number;
let presentId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await createDatabase({ dataDir: testDb.dataDir, databaseUrl: testDb.databaseUrl });
  await database.migrate();
  const account = (username: string) => ({
    username,
    passwordHash: 'x',
    fullName: username,
    email: `${username}@example.it`,
  });
  const [removed, present] = await database.db
    .insert(users)
    .values([account('rimosso'), account('presente')])
    .returning({ id: users.id });
  removedId = removed!.id;
  presentId = present!.id;
  // The firm removes the account after the request's session was checked (below, the route's user).
  await database.db.delete(users).where(eq(users.id, removedId));

  app = Fastify({ logger: false });
  app.decorate('db', database.db);
  app.decorateRequest('user', null);
  registerErrorHandler(app);
  // A signed-in request that writes an audit event naming `writes`, its session's account being `as`.
  app.post<{ Querystring: { as: string; writes: string } }>('/audit', async (request) => {
    request.user = { id: Number(request.query.as) } as PublicUser;
    await database.db.insert(auditEvents).values({ event: 'logout', userId: Number(request.query.writes) });
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database.close();
  await testDb.drop();
});

describe('a request whose account was removed while it ran', () => {
  it('answers 401 "Accesso richiesto." instead of a server error', async () => {
    const res = await app.inject({ method: 'POST', url: `/audit?as=${removedId}&writes=${removedId}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: SESSION_REQUIRED_MESSAGE });
  });

  it('stays a 500 when the account is still there (the missing row is a bug)', async () => {
    const res = await app.inject({ method: 'POST', url: `/audit?as=${presentId}&writes=${removedId}` });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: internalErrorMessage });
    const ok = await app.inject({ method: 'POST', url: `/audit?as=${presentId}&writes=${presentId}` });
    expect(ok.statusCode).toBe(200);
  });

  it("recognises the database's foreign-key error through the query wrapper, and nothing else", async () => {
    const error = await database.db
      .insert(auditEvents)
      .values({ event: 'logout', userId: removedId })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isForeignKeyViolation(error)).toBe(true);
    expect(isForeignKeyViolation(new Error('altro'))).toBe(false);
    expect(isForeignKeyViolation({ code: '23505' })).toBe(false);
  });
});
