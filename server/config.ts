import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { NEW_PASSWORD_MIN } from '@common/limits';
import { z } from 'zod';
import { documentStorageUrl, type S3Location } from './documents/storage/storage-url';
import { newsFeedsVariable } from './news/feed-list';
import { passwordProblem } from './users/password-policy';

// An unset variable and an empty one mean the same: use the default.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const postgresUrl = z
  .string()
  .refine((v) => URL.canParse(v) && /^postgres(ql)?:$/.test(new URL(v).protocol), {
    message: 'must be a postgres:// or postgresql:// URL',
  });

const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(1).max(65535)).default(3000),
  HOST: optional(z.string()).default('0.0.0.0'),
  DATA_DIR: optional(z.string()).default('./data'),
  DATABASE_URL: optional(postgresUrl),
  /** Unset: documents on the disk under DATA_DIR/documents. */
  DOCUMENT_STORAGE_URL: optional(documentStorageUrl),
  AWS_REGION: optional(z.string()),
  ADMIN_USERNAME: optional(z.string().trim().min(3).max(64)).default('admin'),
  ADMIN_PASSWORD: optional(
    z.string().min(NEW_PASSWORD_MIN, `must be at least ${NEW_PASSWORD_MIN} characters`),
  ),
  SMTP_URL: optional(z.string().refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.string()),
  MAIL_TO: optional(z.string()),
  NEWS_FEEDS: optional(newsFeedsVariable),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  /** 32 bytes, as 64 hex digits or base64: encrypts second-factor secrets at rest. */
  SECRETS_KEY: optional(
    z
      .string()
      .trim()
      .refine(
        (v) => /^[0-9a-f]{64}$/i.test(v) || Buffer.from(v, 'base64').length === 32,
        'must be 32 bytes, as 64 hex digits or base64',
      ),
  ),
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('development'),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default('info'),
  ALLOW_REGISTRATION: optional(z.enum(['true', 'false'])).default('false'),
  TRUST_PROXY: optional(z.enum(['true', 'false'])).default('false'),
  CLIENT_UPLOAD_QUOTA_MB: optional(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(1024 * 1024),
  ).default(1024),
  API_TOKEN_REQUESTS_PER_MINUTE: optional(z.coerce.number().int().min(1).max(100_000)).default(600),
  PROCESSES: optional(z.coerce.number().int().min(1).max(64)).default(1),
  /** A folder of certificates (PEM or DER) the firm trusts as signers' authorities; unset: trust is not checked. */
  TRUSTED_CERTIFICATES_DIR: optional(z.string()),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  trustedCertificatesDir?: string;
  databaseUrl: string | undefined;
  /** An S3-compatible bucket for the documents; unset, they stay under DATA_DIR/documents. */
  documentStorage: S3Location | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  mailTo: string | undefined;
  newsFeeds: string | undefined;
  publicUrl: string;
  /** From SECRETS_KEY; when unset, a key generated once into DATA_DIR (server/auth/secrets-key.ts). */
  secretsKey: string | undefined;
  isProduction: boolean;
  logLevel: string;
  allowRegistration: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** The most bytes one client may keep in the files they sent to the firm. */
  clientUploadQuotaBytes: number;
  /** Requests one API token may make a minute on `/api/v1` (429 past it). */
  apiTokenRequestsPerMinute: number;
  /** Where the built front end lives; tests may point elsewhere. */
  webRoot: string;
  /** How many processes serve the site (server/cluster.ts); more than one only on PostgreSQL. */
  processes: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment; a wrong value throws ConfigError naming each variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, appRoot = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const storage = e.DOCUMENT_STORAGE_URL && {
    ...e.DOCUMENT_STORAGE_URL,
    // Services other than AWS mostly ignore the region, but the signature needs one.
    region:
      e.DOCUMENT_STORAGE_URL.region ??
      e.AWS_REGION ??
      (e.DOCUMENT_STORAGE_URL.endpoint ? 'us-east-1' : undefined),
  };
  // Held to the policy of every other password: the main administrator's account is the one most worth guessing.
  const adminPasswordProblem = e.ADMIN_PASSWORD && passwordProblem(e.ADMIN_PASSWORD, e.ADMIN_USERNAME);
  if (adminPasswordProblem) {
    throw new ConfigError([`ADMIN_PASSWORD: refused by the password policy (${adminPasswordProblem})`]);
  }
  if (storage && !storage.region) {
    throw new ConfigError(['DOCUMENT_STORAGE_URL: add region=… (or set AWS_REGION) for AWS S3']);
  }
  const trustedCertificatesDir =
    e.TRUSTED_CERTIFICATES_DIR && path.resolve(appRoot, e.TRUSTED_CERTIFICATES_DIR);
  if (trustedCertificatesDir && !isReadableFolder(trustedCertificatesDir)) {
    throw new ConfigError([
      `TRUSTED_CERTIFICATES_DIR: ${trustedCertificatesDir} is not a folder the site can read`,
    ]);
  }
  if (e.PROCESSES > 1 && !e.DATABASE_URL) {
    throw new ConfigError([
      'PROCESSES: more than one process needs DATABASE_URL (the embedded database belongs to one process)',
    ]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(appRoot, e.DATA_DIR),
    trustedCertificatesDir,
    databaseUrl: e.DATABASE_URL,
    documentStorage: storage || undefined,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailTo: e.MAIL_TO,
    newsFeeds: e.NEWS_FEEDS,
    secretsKey: e.SECRETS_KEY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    isProduction: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    allowRegistration: e.ALLOW_REGISTRATION === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    clientUploadQuotaBytes: e.CLIENT_UPLOAD_QUOTA_MB * 1024 * 1024,
    apiTokenRequestsPerMinute: e.API_TOKEN_REQUESTS_PER_MINUTE,
    webRoot: path.resolve(appRoot, 'build/client'),
    processes: e.PROCESSES,
  };
}

function isReadableFolder(folder: string): boolean {
  try {
    accessSync(folder, constants.R_OK | constants.X_OK);
    return statSync(folder).isDirectory();
  } catch {
    return false;
  }
}
