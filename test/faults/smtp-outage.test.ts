import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { freePort } from '../support/free-port';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { expectDeliveredOnce } from './support/delivered-once';
import { createFaultSite, type FaultSite, report } from './support/fault-site';
import { contact } from './support/site-data';
import { type FailingMode, failingSmtp } from './support/smtp-modes';

const FIRM = 'studio@studio.example';
// A silent server costs each attempt its 20-second greeting deadline: one message is enough there.
const MESSAGES: Record<FailingMode, number> = { down: 3, '4xx': 3, '5xx': 3, silent: 1 };

let port: number;
let site: FaultSite;
let sink: SmtpSink | undefined;
beforeAll(async () => {
  port = await freePort();
  site = await createFaultSite({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'sito@studio.example',
      MAIL_TO: FIRM,
      TRUST_PROXY: 'true',
    },
  });
});
afterAll(async () => {
  await site?.close();
  await sink?.close();
});

/** The worker's failed attempts so far, from the site's own log. */
const failedAttempts = () =>
  site.process
    .output()
    .split('\n')
    .filter((line) => line.includes('"mail: send failed, will retry"')).length;

async function until(check: () => boolean, timeoutMs: number) {
  for (const started = Date.now(); !check() && Date.now() - started < timeoutMs; )
    await new Promise((r) => setTimeout(r, 100));
}

describe('the SMTP server failing', () => {
  it('down, refusing with 4xx and 5xx, silent: every message is accepted, and e-mailed exactly once when it is back', async () => {
    const subjects: string[] = [];
    const figures: string[] = [];
    let address = 1;
    for (const mode of Object.keys(MESSAGES) as FailingMode[]) {
      const close = await failingSmtp(mode, port);
      const before = failedAttempts();
      const started = Date.now();
      for (let i = 0; i < MESSAGES[mode]; i++) {
        const subject = `Posta ${mode} ${i}`;
        const answer = await contact(site, subject, { 'x-forwarded-for': `198.51.100.${address++}` });
        expect(answer.status, subject).toBe(201);
        subjects.push(subject);
      }
      await until(() => failedAttempts() - before >= MESSAGES[mode], 60_000);
      expect(failedAttempts() - before, mode).toBeGreaterThanOrEqual(MESSAGES[mode]);
      figures.push(
        `${mode}: ${MESSAGES[mode]} accepted, ${failedAttempts() - before} failed attempts in ${Date.now() - started} ms`,
      );
      await close();
    }

    // The server is back; the retries are made due now rather than in a minute.
    sink = await startSmtpSink({ port });
    await site.process.stop();
    const database = await site.openDatabase();
    const pending = await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    expect(pending.length).toBe(subjects.length);
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.status, 'pending'));
    await database.close();
    await site.start();

    const delivered = await expectDeliveredOnce(sink, subjects);
    report(
      'SMTP failing',
      `${figures.join('; ')}; back: ${delivered} of ${subjects.length} delivered, 0 twice`,
    );
  });
});
