import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { setupTestApp } from './setup-test-app';
import { type SmtpSink, type SmtpSinkOptions, startSmtpSink } from './smtp-sink';
import { createTestApp, type TestApp } from './test-app';

export const TEST_MAIL = { from: 'sito@studio.example', to: 'studio@studio.example' } as const;

/**
 * A test app that sends its mail to an SMTP sink, both made for the calling
 * file and closed after it; like setupTestApp, the objects are filled in by
 * beforeAll. Before each test the worker sends whatever an earlier test left
 * due, so that none of it reaches this test's sink; then the `clear` tables are
 * emptied in that order and the sink forgets what it received.
 */
export function setupMailTestApp(options: {
  env?: Record<string, string>;
  sink?: SmtpSinkOptions;
  clear: PgTable[];
}): { t: TestApp; smtp: SmtpSink } {
  const smtp = {} as SmtpSink;
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(smtp, await startSmtpSink(options.sink));
    const env = { MAIL_FROM: TEST_MAIL.from, MAIL_TO: TEST_MAIL.to, ...options.env, SMTP_URL: smtp.url };
    Object.assign(t, await createTestApp({ env }));
  });
  afterAll(async () => {
    await t.close?.();
    await smtp.close?.();
  });
  beforeEach(async () => {
    await t.app.mail.worker!.runOnce();
    for (const table of options.clear) await t.app.db.delete(table);
    smtp.received.length = 0;
  });
  return { t, smtp };
}

/**
 * A test app with mail off, so that the only outbox workers are the ones each
 * test builds. After each test what it put in `cleanups` (or opened with
 * `sink`) is closed, newest first, and the outbox is emptied.
 */
export function setupOutboxTestApp() {
  const t = setupTestApp();
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
    await t.app.db.delete(mailOutbox);
  });
  const sink = async (options?: SmtpSinkOptions): Promise<SmtpSink> => {
    const s = await startSmtpSink(options);
    cleanups.push(() => s.close());
    return s;
  };
  return { t, cleanups, sink };
}
