import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MAIL } from '../../test/support/mail-test-app';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink';
import { type Instances, startTwoInstances } from '../../test/support/two-instances';
import { createUser } from '../../test/support/users';
import { documentRequests, mailOutbox, remindersSent, requestItems } from '../db/schema';
import { runReminders } from './run-reminders';

// In the past: the outbox workers send on the real clock, so the e-mails are due at once.
let now = new Date('2026-03-09T09:00:00Z');
let instances: Instances;
let smtp: SmtpSink;
const publicUrl = 'https://studio.example';
const clients: { id: number; email: string }[] = [];

beforeAll(async () => {
  smtp = await startSmtpSink();
  instances = await startTwoInstances(
    { MAIL_FROM: TEST_MAIL.from, MAIL_TO: TEST_MAIL.to, SMTP_URL: smtp.url, PUBLIC_URL: publicUrl },
    { now: () => now },
  );
  const { one } = instances;
  for (let i = 0; i < 5; i++) {
    const client = await createUser(one);
    clients.push(client);
    const [request] = await one.db
      .insert(documentRequests)
      .values({ userId: client.id, title: `Redditi ${i}`, dueDate: '2026-03-16' })
      .returning();
    await one.db.insert(requestItems).values({ requestId: request!.id, position: 0, name: 'CU' });
  }
});
afterAll(async () => {
  await instances?.close();
  await smtp?.close();
});

const reminderRows = () => instances.one.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'reminder'));

describe('reminders with two instances on one database', () => {
  it('both start and run at once: each client gets one e-mail', async () => {
    const { one, two } = instances;
    // Both run the schedule at start (onReady), at the same moment, then again by hand.
    await Promise.all([one.ready(), two.ready()]);
    const again = await Promise.all([runReminders(one, publicUrl), runReminders(two, publicUrl)]);
    expect(again).toEqual([0, 0]);
    const rows = await reminderRows();
    expect(rows.map((r) => r.recipientUserId).sort()).toEqual(clients.map((c) => c.id).sort());
    expect(await one.db.select().from(remindersSent)).toHaveLength(clients.length);

    await Promise.all([one.mail.worker!.runOnce(), two.mail.worker!.runOnce()]);
    await smtp.waitFor(clients.length);
    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual(clients.map((c) => c.email).sort());
    expect(mailText(smtp.received[0]!.raw)).toContain('https://studio.example/area-clienti');
  });

  it('a restarted instance the same day sends nothing new; the next milestone goes out once', async () => {
    now = new Date('2026-03-09T15:00:00Z');
    const restarted = await instances.another();
    await restarted.ready();
    expect(await runReminders(restarted, publicUrl)).toBe(0);
    expect(await reminderRows()).toHaveLength(clients.length);

    now = new Date('2026-03-15T09:00:00Z');
    const runs = await Promise.all([
      runReminders(instances.one, publicUrl),
      runReminders(instances.two, publicUrl),
      runReminders(restarted, publicUrl),
    ]);
    expect(runs.reduce((a, b) => a + b)).toBe(clients.length);
    expect(await reminderRows()).toHaveLength(2 * clients.length);
  });
});

/** The raw message unfolded enough to search: quoted-printable soft breaks removed. */
const mailText = (raw: string) => raw.replace(/=\r\n/g, '');
