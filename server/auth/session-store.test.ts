import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { sessions, users } from '../db/schema';
import {
  ABSOLUTE_TIMEOUT_MS,
  createSession,
  hashToken,
  IDLE_TIMEOUT_MS,
  REMEMBER_TIMEOUT_MS,
} from './session-store';

let t: TestApp;
let clientId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.app.db
    .insert(users)
    .values({
      username: 'giulia',
      passwordHash: 'unused',
      fullName: 'Giulia Bianchi',
      email: 'giulia@example.it',
    })
    .returning();
  clientId = row!.id;
});
afterAll(() => t.close());

async function newSession(remember = false) {
  return createSession(t.app.db, { userId: clientId, remember }, t.clock.now);
}

function whoAmI(token: string) {
  return t.app.inject({ url: '/api/user', cookies: { sid: token } });
}

describe('GET /api/user', () => {
  it('answers 401 in Italian without a session', async () => {
    const res = await t.app.inject('/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Accesso richiesto.' });
  });

  it('answers 401 for an unknown token', async () => {
    expect((await whoAmI('not-a-real-token')).statusCode).toBe(401);
  });

  it('returns the user behind a valid session, never the password hash', async () => {
    const res = await whoAmI(await newSession());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: clientId,
      username: 'giulia',
      fullName: 'Giulia Bianchi',
      email: 'giulia@example.it',
      role: 'client',
      createdAt: expect.any(String),
      twoFactorEnabled: false,
      twoFactorRequired: false,
      mustChangePassword: false,
      codiceFiscale: null,
      partitaIva: null,
    });
    // No hash and no "password" key (mustChangePassword is a flag, not a secret).
    expect(res.body).not.toMatch(/"password|passwordHash|password_hash|argon2/i);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('session storage and expiry', () => {
  it('stores only the hash of the token', async () => {
    const token = await newSession();
    const rows = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('ends after 30 idle minutes, and activity keeps it alive', async () => {
    const active = await newSession();
    const idle = await newSession();
    t.clock.advance(IDLE_TIMEOUT_MS - 60_000);
    expect((await whoAmI(active)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await whoAmI(active)).statusCode).toBe(200);
    expect((await whoAmI(idle)).statusCode).toBe(401);
    // An expired session is removed, not just ignored.
    expect(
      await t.app.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(idle))),
    ).toEqual([]);
  });

  it('ends after 12 hours however active it is', async () => {
    const token = await newSession();
    for (let elapsed = 0; elapsed < ABSOLUTE_TIMEOUT_MS - 20 * 60_000; elapsed += 20 * 60_000) {
      t.clock.advance(20 * 60_000);
      expect((await whoAmI(token)).statusCode).toBe(200);
    }
    t.clock.advance(40 * 60_000);
    expect((await whoAmI(token)).statusCode).toBe(401);
  });

  it('lasts 30 days when remembered', async () => {
    const token = await newSession(true);
    t.clock.advance(ABSOLUTE_TIMEOUT_MS + 60_000);
    expect((await whoAmI(token)).statusCode).toBe(200);
    t.clock.advance(REMEMBER_TIMEOUT_MS);
    expect((await whoAmI(token)).statusCode).toBe(401);
  });

  it('stops working at once when the user is deleted', async () => {
    const [other] = await t.app.db
      .insert(users)
      .values({ username: 'temp', passwordHash: 'unused', fullName: 'Temp', email: 't@example.it' })
      .returning();
    const token = await createSession(t.app.db, { userId: other!.id, remember: true }, t.clock.now);
    expect((await whoAmI(token)).statusCode).toBe(200);
    await t.app.db.delete(users).where(eq(users.id, other!.id));
    expect((await whoAmI(token)).statusCode).toBe(401);
  });
});
