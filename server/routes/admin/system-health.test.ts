import type { SystemHealth } from '@common/schemas/system-health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/support/test-app';
import { createUser, login } from '../../../test/support/users';
import { mailOutbox, newsFeedStatus } from '../../db/schema';

let t: TestApp;
let admin: Record<string, string>;
const feed = { source: 'FiscoOggi', url: 'https://www.fiscooggi.it/rss.xml' };
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ env: { NEWS_FEEDS: JSON.stringify([feed]) } });
  admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

const health = async () => {
  const res = await t.app.inject({ url: '/api/admin/health', cookies: admin });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<SystemHealth>();
};

describe('GET /api/admin/health', () => {
  it('answers 401 to visitors and 403 to clients', async () => {
    expect((await t.app.inject('/api/admin/health')).statusCode).toBe(401);
    const client = await createUser(t.app);
    const cookies = await login(t.app, client.username, client.password);
    expect((await t.app.inject({ url: '/api/admin/health', cookies })).statusCode).toBe(403);
  });

  it('reports the database, the free space where documents and the embedded database live, and no problem', async () => {
    const report = await health();
    expect(report.database).toMatchObject({ kind: t.app.database.kind, ok: true });
    expect(report.database.latencyMs).toBeGreaterThanOrEqual(0);
    const places = report.storage.map((p) => [p.label, p.kind, p.location]);
    const embedded = [['Database integrato', 'disk', `${t.config.dataDir}/db`]];
    expect(places).toEqual([
      ['Documenti', 'disk', `${t.config.dataDir}/documents`],
      ...(t.config.databaseUrl ? [] : embedded),
    ]);
    for (const place of report.storage) {
      expect(place.freeBytes).toBeGreaterThan(0);
      expect(place.totalBytes).toBeGreaterThanOrEqual(place.freeBytes!);
    }
    expect(report.mail).toEqual({
      enabled: false,
      pending: 0,
      failed: 0,
      oldestPendingAt: null,
      failingSince: null,
    });
    expect(report.feeds).toEqual([{ source: 'FiscoOggi', lastSuccessAt: null, lastError: null }]);
    expect(report.problems.filter((p) => !p.startsWith('Spazio libero'))).toEqual([]);
  });

  it('counts the outbox, says since when mail fails, and gives each feed its last success', async () => {
    const now = t.clock.now;
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const mail = { kind: 'test', to: 'studio@studio.example', subject: 'Prova', text: 'Testo.' };
    await t.app.db.insert(mailOutbox).values([
      { ...mail, status: 'pending', attempts: 3, createdAt: ago(2 * HOUR), lastError: 'ECONNREFUSED' },
      { ...mail, status: 'pending', attempts: 0, createdAt: ago(3 * HOUR) },
      { ...mail, status: 'failed', attempts: 40, createdAt: ago(80 * HOUR) },
      { ...mail, status: 'sent', attempts: 1, createdAt: ago(HOUR) },
    ]);
    await t.app.db.insert(newsFeedStatus).values({
      ...feed,
      lastSuccessAt: ago(HOUR),
      lastErrorAt: ago(HOUR / 2),
      lastError: 'HTTP 503',
    });

    const report = await health();
    expect(report.mail).toEqual({
      enabled: false,
      pending: 2,
      failed: 1,
      oldestPendingAt: ago(3 * HOUR).toISOString(),
      failingSince: ago(2 * HOUR).toISOString(),
    });
    expect(report.problems).toContain("Le e-mail non partono da più di un'ora: 2 in attesa di invio.");
    expect(report.feeds).toEqual([
      { source: 'FiscoOggi', lastSuccessAt: ago(HOUR).toISOString(), lastError: 'HTTP 503' },
    ]);
  });
});
