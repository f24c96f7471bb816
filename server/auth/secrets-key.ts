import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Encrypts and decrypts small secrets (second-factor keys) with AES-256-GCM,
 * and keys hashes (recovery codes) so that a copy of the database alone
 * cannot test guesses against them.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** HMAC-SHA-256 (hex) under a sub-key for `purpose`, never the encryption key itself. */
  mac(purpose: string, data: string): string;
}

const VERSION = 'v1';

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secrets key must be 32 bytes');
  const subKeys = new Map<string, Buffer>();
  const subKey = (purpose: string) => {
    let found = subKeys.get(purpose);
    if (!found) {
      found = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `studio ${purpose}`, 32));
      subKeys.set(purpose, found);
    }
    return found;
  };
  return {
    mac(purpose, data) {
      return createHmac('sha256', subKey(purpose)).update(data, 'utf8').digest('hex');
    },
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export function parseSecretsKey(value: string): Buffer {
  return /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
}

/**
 * SECRETS_KEY when set. Otherwise a key generated once into DATA_DIR (mode
 * 0600): fine for one server, but every instance sharing a database needs the
 * same key, and a backup of the database is useless without it.
 */
export async function loadSecretsKey(
  configured: string | undefined,
  dataDir: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Buffer> {
  if (configured) return parseSecretsKey(configured);
  const file = path.join(dataDir, 'secrets.key');
  try {
    return parseSecretsKey((await readFile(file, 'utf8')).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  // 'wx': two instances starting at once never overwrite each other's key.
  await writeFile(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  const stored = parseSecretsKey((await readFile(file, 'utf8')).trim());
  log.warn(
    { file },
    'SECRETS_KEY is not set: generated a key for second-factor secrets into DATA_DIR; set SECRETS_KEY to the same value on every instance and keep it with the backups',
  );
  return stored;
}
