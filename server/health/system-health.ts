import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { formatDecimal } from '@common/format';
import {
  LOW_SPACE_BYTES,
  LOW_SPACE_RATIO,
  MAIL_FAILING_AFTER_MS,
  type SystemHealth,
} from '@common/schemas/system-health';
import { and, count, eq, gt, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { mailOutbox } from '../db/schema';
import { currentFeedStatuses } from '../news/feed-status';
import { timedPing } from './ping';

type Place = SystemHealth['storage'][number];
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** The places this instance writes to: its disk folders, or the bucket it was given. */
export async function storagePlaces(config: Config): Promise<Place[]> {
  const places: Place[] = [];
  const disk = async (label: string, location: string): Promise<Place> => {
    // The space a non-root process may use: what the site itself can still write.
    const fs = await statfs(location);
    const freeBytes = fs.bavail * fs.bsize;
    const totalBytes = fs.blocks * fs.bsize;
    const low = freeBytes < LOW_SPACE_BYTES || freeBytes < totalBytes * LOW_SPACE_RATIO;
    return { label, kind: 'disk', location, freeBytes, totalBytes, low };
  };
  const bucket = config.documentStorage;
  places.push(
    bucket
      ? {
          label: 'Documenti',
          kind: 'bucket',
          location: `s3://${bucket.bucket}/${bucket.prefix}`,
          freeBytes: null,
          totalBytes: null,
          low: false,
        }
      : await disk('Documenti', path.join(config.dataDir, 'documents')),
  );
  if (!config.databaseUrl) places.push(await disk('Database integrato', path.join(config.dataDir, 'db')));
  return places;
}

async function mailState(app: FastifyInstance): Promise<SystemHealth['mail']> {
  const byStatus = await app.db
    .select({ status: mailOutbox.status, n: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const [failing] = await app.db
    .select({ since: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), gt(mailOutbox.attempts, 0)));
  const pending = byStatus.find((s) => s.status === 'pending');
  return {
    enabled: app.mail.enabled,
    pending: pending?.n ?? 0,
    failed: byStatus.find((s) => s.status === 'failed')?.n ?? 0,
    oldestPendingAt: iso(pending?.oldest),
    failingSince: iso(failing?.since),
  };
}

async function feedState(app: FastifyInstance): Promise<SystemHealth['feeds']> {
  return (await currentFeedStatuses(app.db, app.news.feeds)).map(({ feed, status }) => ({
    source: feed.source,
    lastSuccessAt: iso(status?.lastSuccessAt),
    lastError: status?.lastError ?? null,
  }));
}

/** What needs a person's attention, in the words of the card and of the daily e-mail. */
export function problemsIn(health: Omit<SystemHealth, 'problems'>, now: Date): string[] {
  const problems: string[] = [];
  if (!health.database.ok) problems.push('Il database non risponde.');
  for (const place of health.storage) {
    if (!place.low || place.freeBytes === null || place.totalBytes === null) continue;
    const gb = formatDecimal(place.freeBytes / LOW_SPACE_BYTES, 1, true);
    const percent = Math.floor((place.freeBytes / place.totalBytes) * 100);
    problems.push(`Spazio libero scarso per ${place.label}: ${gb} GB liberi (${percent} %).`);
  }
  const { failingSince, pending } = health.mail;
  if (failingSince && now.getTime() - new Date(failingSince).getTime() > MAIL_FAILING_AFTER_MS) {
    problems.push(`Le e-mail non partono da più di un'ora: ${pending} in attesa di invio.`);
  }
  return problems;
}

/**
 * Reads every figure now. A database that does not answer is itself the
 * report: the outbox and the feeds, which live in it, are then left empty.
 */
export async function collectSystemHealth(app: FastifyInstance, config: Config): Promise<SystemHealth> {
  const now = app.now();
  const latencyMs = await timedPing(app.database).catch((err) => {
    app.log.warn({ err }, 'health: the database does not answer');
    return null;
  });
  const database = { kind: app.database.kind, ok: latencyMs !== null, latencyMs };
  const mail = database.ok
    ? await mailState(app)
    : { enabled: app.mail.enabled, pending: 0, failed: 0, oldestPendingAt: null, failingSince: null };
  const health = {
    checkedAt: now.toISOString(),
    database,
    storage: await storagePlaces(config),
    mail,
    feeds: database.ok ? await feedState(app) : [],
  };
  return { ...health, problems: problemsIn(health, now) };
}
