import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { mailOutbox } from '../db/schema';

const FIRM = 'studio@studio.example';
const HOUR = 60 * 60 * 1000;
const logLines: string[] = [];

describe('the daily health check', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'sito@studio.example', MAIL_TO: FIRM, LOG_LEVEL: 'info' },
      logStream: { write: (line) => logLines.push(line) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const logged = (msg: string) => logLines.map((l) => JSON.parse(l)).filter((l) => l.msg === msg);

  it('logs its figures, and e-mails the firm once a day while mail has been failing for an hour', async () => {
    expect((await t.app.healthWatch.runNow()).problems).toEqual([]);
    expect(logged('daily health check: all well')).toHaveLength(1);
    expect(logged('daily health check: all well')[0].health.database.ok).toBe(true);

    // An e-mail tried and failed for two hours (the SMTP server refused it, say).
    // Not due again within the test: the problem lasts.
    const nextAttemptAt = new Date(t.clock.now.getTime() + 365 * 24 * HOUR);
    const stuck = { kind: 'test', to: FIRM, subject: 'Bloccata', text: 'Testo.', attempts: 4, nextAttemptAt };
    await t.app.db
      .insert(mailOutbox)
      .values({ ...stuck, createdAt: new Date(t.clock.now.getTime() - 2 * HOUR) });
    const problem = "Le e-mail non partono da più di un'ora: 1 in attesa di invio.";
    expect((await t.app.healthWatch.runNow()).problems).toEqual([problem]);
    const [warning] = logged('daily health check: attention needed');
    expect(warning).toMatchObject({ level: 40, problems: [problem] });

    await t.app.mail.worker!.runOnce();
    const alerts = () =>
      smtp.received.filter((m) => m.header('subject')?.startsWith('[Sito web] Attenzione'));
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]!.envelopeTo).toEqual([FIRM]);
    expect(alerts()[0]!.text).toContain(`- ${problem}`);
    expect(alerts()[0]!.text).toContain('/admin?scheda=sistema');

    // The same day: logged again, not e-mailed again, even after a contact message has
    // cleared the contact limit's old counts. The next day: e-mailed again.
    t.clock.advance(2 * HOUR);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Mario Rossi',
        email: 'mario.rossi@example.it',
        subject: 'Una domanda',
        message: 'Vorrei sapere gli orari dello studio.',
        privacyAccepted: true,
        website: '',
        elapsedMs: 12_000,
      },
    });
    expect(contact.statusCode).toBe(201);
    await t.app.healthWatch.runNow();
    await t.app.mail.worker!.runOnce();
    expect(alerts()).toHaveLength(1);
    expect(logged('daily health check: attention needed')).toHaveLength(2);
    t.clock.advance(24 * HOUR + 1);
    await t.app.healthWatch.runNow();
    await t.app.mail.worker!.runOnce();
    expect(alerts()).toHaveLength(2);
  });
});

// Mounting a file system takes root, which CI and these machines have.
describe.runIf(process.getuid?.() === 0)('free space (on a 64 MB tmpfs)', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'studio-small-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', dir]);
    // DATA_DIR on the small disk: the documents there, and the embedded database too.
    t = await createTestApp({ env: { DATA_DIR: dir } });
  });
  afterAll(async () => {
    await t?.close();
    execFileSync('umount', [dir]);
    await rm(dir, { recursive: true, force: true });
  });

  it('is low under 1 GB: the places on that disk are named, with their figures', async () => {
    const health = await t.app.healthWatch.runNow();
    const onSmallDisk = health.storage.filter((p) => p.location.startsWith(dir));
    expect(onSmallDisk.map((p) => p.label)).toEqual(
      t.config.databaseUrl ? ['Documenti'] : ['Documenti', 'Database integrato'],
    );
    for (const place of onSmallDisk) {
      expect(place).toMatchObject({ kind: 'disk', low: true, totalBytes: 64 * 1024 * 1024 });
      expect(health.problems).toContainEqual(
        expect.stringMatching(
          new RegExp(`^Spazio libero scarso per ${place.label}: 0,\\d GB liberi \\(\\d+ %\\)\\.$`),
        ),
      );
    }
  });
});
