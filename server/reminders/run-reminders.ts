import { romeToday } from '@common/calendar-date';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { reminderMails, remindersSent } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { type DueClient, dueReminders } from './due-reminders';
import { reminderMail } from './reminder-mail';

/** Thrown to roll a client's transaction back when there is nothing left to send them. */
class NothingToSend extends Error {}

/**
 * One client's e-mail of the day, in one transaction. The day's row in
 * reminder_mails comes first: when it is already there, another instance (or
 * an earlier run today) sent this client's e-mail, and nothing happens. Then
 * the reminders are chosen (reminders_sent); a key already there was chosen
 * by a run that saw it first, and is left out of this e-mail. Both keys are
 * primary keys, so two instances racing on one database wait for each other
 * and the second finds the rows: each reminder goes out once.
 */
async function queueClientReminder(
  db: Db,
  client: DueClient,
  args: { today: string; now: Date; publicUrl: string },
): Promise<number> {
  const { today, now } = args;
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(reminderMails)
        .values({ userId: client.userId, day: today })
        .onConflictDoNothing()
        .returning({ userId: reminderMails.userId });
      if (claimed.length === 0) throw new NothingToSend();
      const chosen = await tx
        .insert(remindersSent)
        .values(client.things.map((t) => ({ key: t.key, userId: client.userId, day: today })))
        .onConflictDoNothing()
        .returning({ key: remindersSent.key });
      const keys = new Set(chosen.map((c) => c.key));
      const things = client.things.filter((t) => keys.has(t.key));
      if (things.length === 0) throw new NothingToSend();
      const mail = reminderMail(client.fullName, things, today, args.publicUrl);
      const mailId = await enqueueMail(
        tx,
        { kind: 'reminder', to: client.email, recipientUserId: client.userId, ...mail },
        now,
      );
      await tx
        .update(reminderMails)
        .set({ mailId })
        .where(and(eq(reminderMails.userId, client.userId), eq(reminderMails.day, today)));
      await tx
        .update(remindersSent)
        .set({ mailId })
        .where(inArray(remindersSent.key, [...keys]));
      return things.length;
    });
  } catch (err) {
    if (err instanceof NothingToSend) return 0;
    throw err;
  }
}

/**
 * Chooses and queues today's reminders (Europe/Rome) for every client: one
 * e-mail per client per day listing everything due. Safe to run at any time,
 * in any number of instances. Nothing is chosen while mail is off, so the
 * reminders wait (the latest milestone) until it is on. Returns the e-mails queued.
 */
export async function runReminders(app: FastifyInstance, publicUrl: string): Promise<number> {
  if (!app.mail.enabled) return 0;
  const now = app.now();
  const today = romeToday(now);
  const started = performance.now();
  const due = await dueReminders(app.db, today);
  let mails = 0;
  let reminders = 0;
  for (const client of due) {
    try {
      const queued = await queueClientReminder(app.db, client, { today, now, publicUrl });
      if (queued > 0) {
        mails++;
        reminders += queued;
      }
    } catch (err) {
      // One client's failure must not hold back the others; the next run tries again.
      app.log.error({ err, userId: client.userId }, 'reminders: could not queue a client’s reminder');
    }
  }
  if (mails > 0) app.mail.kick();
  app.log.info(
    { day: today, clients: due.length, mails, reminders, ms: Math.round(performance.now() - started) },
    'reminders: run done',
  );
  return mails;
}
