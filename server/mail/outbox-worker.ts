import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { MAX_SEND_MS, type MailTransport } from './transport';

type OutboxRow = typeof mailOutbox.$inferSelect;

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  /** The sender of every e-mail (MAIL_FROM). */
  from: string;
  now?: () => Date;
  log?: Logger;
  /** Rows claimed at a time: a small batch spreads the work over several instances. */
  batchSize?: number;
  /** How long a claim lasts; longer than any send can take (see MAX_SEND_MS). */
  leaseMs?: number;
  /** How often due rows are looked for when nothing kicks the worker. */
  pollMs?: number;
}

export interface RunResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxWorker {
  /** Sends every row due now; runs of one worker never overlap. */
  runOnce(): Promise<RunResult>;
  /** Asks for a run soon (after an enqueue), without waiting for it. */
  kick(): void;
  start(): void;
  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void>;
}

const MINUTE = 60_000;
/** A failed send is retried for this long (a weekend-long outage included), then marked failed. */
export const GIVE_UP_AFTER_MS = 72 * 60 * MINUTE;

/** 1, 2, 4 … minutes after each failed attempt, at most an hour apart. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);
}

/**
 * Takes due rows for one worker: rows locked by another worker's claim in
 * progress are skipped (not waited for), and the lease written here keeps them
 * this worker's while it sends. Safe with any number of instances.
 */
export async function claimDueMail(
  db: Db,
  at: Date,
  { batchSize, leaseMs }: { batchSize: number; leaseMs: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, at),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, at)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(at.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

const silentLog: Logger = { info() {}, warn() {}, error() {} };

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, from } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? silentLog;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? MAX_SEND_MS + 3 * MINUTE;
  const pollMs = options.pollMs ?? 30_000;

  let chain: Promise<unknown> = Promise.resolve();
  let kickQueued = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  async function deliver(row: OutboxRow, result: RunResult): Promise<void> {
    try {
      await transport.send({
        from,
        to: row.to,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
    } catch (err) {
      const at = now();
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const giveUp = at.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
      await db
        .update(mailOutbox)
        .set(
          giveUp
            ? { status: 'failed', lockedUntil: null, lastError }
            : {
                lockedUntil: null,
                lastError,
                nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)),
              },
        )
        .where(eq(mailOutbox.id, row.id));
      const fields = { outboxId: row.id, kind: row.kind, attempts: row.attempts, error: lastError };
      if (giveUp) {
        result.failed++;
        log.error(fields, 'mail: giving up on an e-mail after retrying');
      } else {
        result.retried++;
        log.warn(fields, 'mail: send failed, will retry');
      }
      return;
    }
    const at = now();
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: at, lockedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    result.sent++;
    log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, 'mail: sent');
  }

  async function run(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retried: 0, failed: 0 };
    // A failed row is rescheduled into the future and a sent one leaves 'pending',
    // so every loop claims new rows and the run ends when none are due.
    for (;;) {
      const rows = await claimDueMail(db, now(), { batchSize, leaseMs });
      for (const row of rows) await deliver(row, result);
      if (rows.length < batchSize) return result;
    }
  }

  function runOnce(): Promise<RunResult> {
    const next = chain.then(run);
    chain = next.catch(() => {});
    return next;
  }

  function runInBackground(): void {
    runOnce().catch((err) => log.error({ err }, 'mail: outbox run failed'));
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      runInBackground();
      void chain.then(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    runOnce,
    kick() {
      if (stopped || kickQueued) return;
      kickQueued = true;
      chain = chain.then(() => {
        kickQueued = false;
      });
      runInBackground();
    },
    start() {
      if (!stopped) return;
      stopped = false;
      runInBackground();
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}
