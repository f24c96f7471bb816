import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../support/site-process';
import { createTestApp } from '../support/test-app';
import { createFaultSite, type FaultSite, report } from './support/fault-site';
import { type RandomRequest, randomRequest, seededRandom } from './support/random-request';

const TOTAL = 10_000;
const IN_FLIGHT = 16;
const seed = process.env.FAULTS_SEED ? Number(process.env.FAULTS_SEED) : Date.now() % 1_000_000;
// Fresh sessions between rounds: a random request may well have signed the admin out.
const ROUNDS = 5;
// The test's own sign-ins come from an address the random requests never use.
const OWN_ADDRESS = { 'x-forwarded-for': '203.0.113.1' };

let site: FaultSite;
let routes: { method: string; url: string }[];
beforeAll(async () => {
  // The routes as the code registers them, read from an app built in this process.
  const t = await createTestApp();
  // A signed-in person's event stream never ends, so a request waiting for the whole answer would wait
  // for ever: server/routes/message-events.test.ts reads it on a connection, and ends it.
  routes = t.app.registeredRoutes.filter((r) => r.method !== 'HEAD' && r.url !== '/api/messages/events');
  await t.close();
  site = await createFaultSite({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => site?.close());

describe(`${TOTAL} randomized requests (seed ${seed}; replay with FAULTS_SEED)`, () => {
  it('get no 5xx, and the site is healthy after', async () => {
    const random = seededRandom(seed);
    const byStatus = new Map<number | string, number>();
    const serverErrors: string[] = [];
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      // The client may have been deleted, or given a new password, by a random admin request.
      const client = await site.clientCookie(OWN_ADDRESS).catch(() => '');
      const cookies = ['', await site.adminCookie(OWN_ADDRESS), client, '__Host-sid=abc; sid=%00'];
      let sent = 0;
      const worker = async () => {
        while (sent < TOTAL / ROUNDS) {
          sent++;
          const request: RandomRequest = randomRequest(random, routes, cookies, site.url);
          const answer = await send(`${site.url}${request.path}`, request).catch((err: Error) => err);
          const key = answer instanceof Error ? 'socket error' : answer.status;
          byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
          if (answer instanceof Error || answer.status >= 500) {
            const what =
              answer instanceof Error
                ? answer.message
                : `${answer.status} ${answer.body.toString().slice(0, 120)}`;
            serverErrors.push(
              `${request.method} ${request.path.slice(0, 200)} [${request.headers['content-type'] ?? ''}] → ${what}`,
            );
          }
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    }
    const seconds = (performance.now() - started) / 1000;
    const counts = [...byStatus].sort(([a], [b]) => String(a).localeCompare(String(b)));
    report(
      'randomized requests',
      `seed ${seed}: ${TOTAL} in ${seconds.toFixed(1)} s at ${IN_FLIGHT} in flight; by status ${counts.map(([s, n]) => `${s}: ${n}`).join(', ')}`,
    );
    expect(serverErrors.slice(0, 10), site.process.output().slice(-3000)).toEqual([]);

    expect(site.process.child.exitCode).toBeNull();
    expect((await send(`${site.url}/api/health`)).status).toBe(200);
    await site.adminCookie(OWN_ADDRESS);
    const failed = site.process
      .output()
      .split('\n')
      .filter((line) => line.includes('"msg":"request failed"'));
    expect(failed.slice(0, 3)).toEqual([]);
  });
});
