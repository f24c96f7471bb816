import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '../../common/unavailable';
import { type Answer, send } from '../support/site-process';
import { siteClient } from '../support/site-seed';
import { createFaultSite, type FaultSite, report } from './support/fault-site';
import { createOwnCluster, type OwnCluster, ownClusterUnavailable } from './support/own-cluster';
import { contact } from './support/site-data';

const unavailable = ownClusterUnavailable();
if (unavailable) report('PostgreSQL stopped under the site', `SKIPPED: ${unavailable}`);

describe.runIf(!unavailable)('PostgreSQL stopped and started under the running site', () => {
  let cluster: OwnCluster;
  let site: FaultSite;
  beforeAll(async () => {
    cluster = await createOwnCluster();
    // Always this cluster, whatever TEST_DATABASE_URL says: it is the one the test may stop.
    site = await createFaultSite({ serverUrl: cluster.url });
  });
  afterAll(async () => {
    await site?.close().catch(() => {});
    cluster?.drop();
  });

  const json = (cookie?: string) => ({
    'content-type': 'application/json',
    origin: site.url,
    ...(cookie ? { cookie } : {}),
  });
  const requests = (client: string, admin: string): [string, () => Promise<Answer>][] => [
    ['GET /api/health', () => send(`${site.url}/api/health`)],
    ['GET /api/user', () => send(`${site.url}/api/user`, { headers: { cookie: client } })],
    ['GET /api/documents', () => send(`${site.url}/api/documents`, { headers: { cookie: client } })],
    ['GET /api/admin/users', () => send(`${site.url}/api/admin/users`, { headers: { cookie: admin } })],
    ['POST /api/contact', () => contact(site, 'Durante il guasto')],
    [
      'POST /api/login',
      () =>
        send(`${site.url}/api/login`, { method: 'POST', headers: json(), body: JSON.stringify(siteClient) }),
    ],
  ];

  for (const mode of ['fast', 'immediate'] as const) {
    it(`(${mode} shutdown) answers 503 with the message during, and 2xx after without a restart, sessions intact`, async () => {
      const client = await site.clientCookie();
      const admin = await site.adminCookie();
      cluster.stop(mode);

      let slowest = 0;
      for (const [name, request] of requests(client, admin)) {
        const started = performance.now();
        const answer = await request();
        slowest = Math.max(slowest, performance.now() - started);
        const body = answer.body.toString();
        expect(answer.status, `${name}: ${body}`).toBe(503);
        if (name !== 'GET /api/health') {
          expect(JSON.parse(body), name).toEqual({ message: UNAVAILABLE_MESSAGE });
          expect(answer.headers['retry-after'], name).toBe('60');
        }
        expect(body, name).not.toMatch(/ECONN|127\.0\.0\.1|select|postgres/i);
      }

      cluster.start();
      const upAt = performance.now();
      let health = await send(`${site.url}/api/health`);
      while (health.status !== 200 && performance.now() - upAt < 30_000) {
        await new Promise((r) => setTimeout(r, 100));
        health = await send(`${site.url}/api/health`);
      }
      const recovery = performance.now() - upAt;
      expect(health.status).toBe(200);
      expect(site.process.child.exitCode).toBeNull();
      expect((await send(`${site.url}/api/user`, { headers: { cookie: client } })).status).toBe(200);
      expect((await send(`${site.url}/api/admin/users`, { headers: { cookie: admin } })).status).toBe(200);
      expect((await contact(site, `Dopo il guasto (${mode})`)).status).toBe(201);
      report(
        `PostgreSQL stopped (${mode}) under the site`,
        `6 requests during: all 503, slowest ${Math.round(slowest)} ms; serving again ${Math.round(recovery)} ms after the server was up, no restart, old sessions valid`,
      );
    });
  }
});
