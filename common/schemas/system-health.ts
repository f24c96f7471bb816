import { z } from 'zod';

/** The admin panel's tab with these figures (the daily e-mail links to it). */
export const SYSTEM_HEALTH_TAB_PATH = '/admin?scheda=sistema';

/** Free space is low below either bound: 10 % of the disk, or 1 GB. */
export const LOW_SPACE_RATIO = 0.1;
export const LOW_SPACE_BYTES = 1024 ** 3;
/** Mail is failing when an e-mail has waited this long after a failed attempt. */
export const MAIL_FAILING_AFTER_MS = 60 * 60 * 1000;

const storagePlaceSchema = z.object({
  /** 'Documenti' or 'Database integrato'. */
  label: z.string(),
  /** A folder on this server, or an S3 bucket (whose space the provider manages). */
  kind: z.enum(['disk', 'bucket']),
  /** The folder's path, or s3://bucket/prefix. */
  location: z.string(),
  freeBytes: z.number().nullable(),
  totalBytes: z.number().nullable(),
  low: z.boolean(),
});

/** GET /api/admin/health: what an operator watches, read when asked. */
export const systemHealthSchema = z.object({
  checkedAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    /** Round trip of one query; null when it did not answer. */
    latencyMs: z.number().nullable(),
  }),
  storage: z.array(storagePlaceSchema),
  mail: z.object({
    enabled: z.boolean(),
    pending: z.number().int(),
    /** Given up after three days of attempts. */
    failed: z.number().int(),
    oldestPendingAt: z.string().nullable(),
    /** Since when the oldest e-mail that has already failed once has been waiting. */
    failingSince: z.string().nullable(),
  }),
  feeds: z.array(
    z.object({
      source: z.string(),
      lastSuccessAt: z.string().nullable(),
      lastError: z.string().nullable(),
    }),
  ),
  /** What needs attention, in Italian sentences (the card and the daily e-mail say the same). */
  problems: z.array(z.string()),
});

export type SystemHealth = z.infer<typeof systemHealthSchema>;
