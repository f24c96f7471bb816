import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { seedTwoFactor } from '../../test/support/two-factor';
import { buildApp } from '../app';
import { MUST_CHANGE_PASSWORD } from '../auth/guards';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { auditEvents, userTotp } from '../db/schema';
import { appRoot } from '../paths';
import { passwordProblem } from '../users/password-policy';

const run = promisify(execFile);
let database: TestDatabase;
const env = () => ({
  ...process.env,
  DATA_DIR: database.dataDir,
  DATABASE_URL: database.databaseUrl ?? '',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
});

/** The real command, in its own process, as an operator runs it. */
async function admin(...args: string[]): Promise<{ code: number; out: string }>;
async function admin(
  extraEnv: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; out: string }>;
async function admin(first: string | Record<string, string>, ...rest: string[]) {
  const [extraEnv, args] = typeof first === 'string' ? [{}, [first, ...rest]] : [first, rest];
  try {
    const { stdout } = await run(path.join(appRoot, 'node_modules/.bin/tsx'), ['scripts/admin.ts', ...args], {
      cwd: appRoot,
      env: { ...env(), ...extraEnv },
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, out: failed.stderr };
  }
}

const printedPassword = (out: string) => /One-time password: (\S+)/.exec(out)![1]!;

/** The site on the same database; PGlite is one process's, so it is closed while the command runs. */
async function withSite<T>(use: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const config = loadConfig({ ...env(), ADMIN_PASSWORD: 'first-admin-password', NEWS_FEEDS: '[]' });
  const app = await buildApp(config);
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

const signIn = (app: FastifyInstance, username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

// Each command is a process of its own that opens the database: seconds each on a busy machine.
describe('npm run admin', { timeout: 180_000 }, () => {
  it('create-admin makes an administrator whose one-time password must be changed first', async () => {
    const created = await admin('create-admin', 'anna.bianchi', 'Anna@Example.it');
    expect(created.code, created.out).toBe(0);
    const password = printedPassword(created.out);
    expect(password).toMatch(/^[\w]{5}(-[\w]{5}){3}$/);
    expect(passwordProblem(password, 'anna.bianchi')).toBeNull();

    await withSite(async (app) => {
      const res = await signIn(app, 'anna.bianchi', password);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: 'admin', email: 'anna@example.it', mustChangePassword: true });
      const cookies = { sid: res.cookies.find((c) => c.name === 'sid')!.value };
      const blocked = await app.inject({ url: '/api/admin/users', cookies });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toEqual({ message: MUST_CHANGE_PASSWORD });
      const changed = await app.inject({
        method: 'POST',
        url: '/api/user/password',
        cookies,
        payload: {
          currentPassword: password,
          newPassword: 'Nuova-password-2026',
          confirmPassword: 'Nuova-password-2026',
        },
      });
      expect(changed.statusCode).toBe(200);
      const me = await app.inject({ url: '/api/user', cookies });
      expect(me.json()).toMatchObject({ mustChangePassword: false, twoFactorRequired: true });
    });

    expect((await admin('create-admin', 'Anna.Bianchi', 'altra@example.it')).code).toBe(1);
    expect((await admin('create-admin', 'x', 'non-una-email')).code).toBe(1);
  });

  it('reset-password ends sessions and the second factor, and is audited', async () => {
    const { cookies, userId } = await withSite(async (app) => {
      const res = await signIn(app, 'anna.bianchi', 'Nuova-password-2026');
      await seedTwoFactor(app, res.json().id);
      return {
        cookies: { sid: res.cookies.find((c) => c.name === 'sid')!.value },
        userId: res.json().id as number,
      };
    });

    const reset = await admin('reset-password', 'ANNA.BIANCHI');
    expect(reset.code, reset.out).toBe(0);
    expect(reset.out).toContain(
      'Their sessions, second factor and passkeys were ended; 0 API tokens they made revoked.',
    );
    const password = printedPassword(reset.out);
    expect(passwordProblem(password, 'anna.bianchi')).toBeNull();

    await withSite(async (app) => {
      expect((await app.inject({ url: '/api/user', cookies })).statusCode).toBe(401);
      expect((await signIn(app, 'anna.bianchi', 'Nuova-password-2026')).statusCode).toBe(401);
      const res = await signIn(app, 'anna.bianchi', password);
      // No second factor left: one step, and the password must be changed.
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ mustChangePassword: true, twoFactorEnabled: false });
      expect(await app.db.select().from(userTotp).where(eq(userTotp.userId, userId))).toEqual([]);
      const events = await app.db.select().from(auditEvents).where(eq(auditEvents.userId, userId));
      expect(events.map((e) => e.event)).toEqual(
        expect.arrayContaining(['cli.create-admin', 'cli.reset-password']),
      );
    });

    const unknown = await admin('reset-password', 'nessuno');
    expect(unknown).toEqual({ code: 1, out: expect.stringContaining('No user named "nessuno"') });
    expect((await admin('reset-password')).code).toBe(2);
  });

  it('refuses the embedded database while another process holds it', async () => {
    // Always PGlite here, whichever database the suite runs on: only the embedded one is single-process.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-cli-lock-'));
    const held = await createDatabase({ dataDir });
    try {
      const res = await admin({ DATA_DIR: dataDir, DATABASE_URL: '' }, 'reset-password', 'anna.bianchi');
      expect(res.code).toBe(1);
      expect(res.out).toMatch(/open in another process .*stop the site first/);
    } finally {
      await held.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
