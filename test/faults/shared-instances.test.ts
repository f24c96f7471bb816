import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteProcess, send } from '../support/site-process';
import { siteClient } from '../support/site-seed';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { expectDeliveredOnce } from './support/delivered-once';
import { createFaultSite, type FaultSite, report } from './support/fault-site';
import { contact } from './support/site-data';

// Two instances share only through PostgreSQL: the embedded database has one owner.
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let sink: SmtpSink;
let site: FaultSite;
let two: SiteProcess;
let secondDir: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  site = await createFaultSite({
    serverUrl,
    env: {
      SMTP_URL: sink.url,
      MAIL_FROM: 'sito@studio.example',
      MAIL_TO: 'studio@studio.example',
      TRUST_PROXY: 'true',
    },
  });
  secondDir = await mkdtemp(path.join(tmpdir(), 'studio-faults-second-'));
  two = await site.startAnother(secondDir);
});
afterAll(async () => {
  await site?.close();
  await sink?.close();
  if (secondDir) await rm(secondDir, { recursive: true, force: true });
});

const at = (url: string) => ({ ...site, url }) as FaultSite;

describe('two instances on one PostgreSQL database', () => {
  it('share the contact limit and the sign-in throttling, and send each e-mail once', async () => {
    const [one, other] = [at(site.url), at(two.url)];
    const from = { 'x-forwarded-for': '203.0.113.50' };
    for (const instance of [one, other, one, other, one])
      expect((await contact(instance, 'Limite condiviso', from)).status).toBe(201);
    for (const instance of [one, other]) {
      const refused = await contact(instance, 'Oltre il limite', from);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body.toString()).message).toMatch(
        /^Hai inviato troppi messaggi\. Riprova tra/,
      );
    }

    const signIn = (url: string, password: string) =>
      send(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': '203.0.113.60' },
        body: JSON.stringify({ username: siteClient.username, password }),
      });
    for (const url of [site.url, two.url, site.url, two.url])
      expect((await signIn(url, 'sbagliata')).status).toBe(401);
    const throttled = await signIn(two.url, siteClient.password);
    expect(throttled.status).toBe(429);
    expect(JSON.parse(throttled.body.toString()).message).toMatch(
      /^Troppi tentativi di accesso\. Riprova tra/,
    );

    // Twenty messages from twenty addresses, half to each instance: both outbox workers run.
    const subjects = Array.from({ length: 20 }, (_, i) => `Messaggio ${i}`);
    await Promise.all(
      subjects.map(async (subject, i) => {
        const answer = await contact(i % 2 ? one : other, subject, {
          'x-forwarded-for': `198.51.100.${i + 1}`,
        });
        expect(answer.status).toBe(201);
      }),
    );
    const expected = subjects.length + 5;
    const delivered = await expectDeliveredOnce(sink, subjects, expected);
    report(
      'two instances, one database',
      `contact limit shared (6th message refused on both), sign-in throttled across both after 4 failures; ${delivered} e-mails for ${expected} messages, 0 twice`,
    );
  });
});
