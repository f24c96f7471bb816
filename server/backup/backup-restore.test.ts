import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256, storeDocument } from '../../test/support/documents';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { seedTwoFactor } from '../../test/support/two-factor';
import { createUser, login } from '../../test/support/users';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Db } from '../db/client';
import {
  contactMessages,
  documents,
  mailOutbox,
  messages,
  passwordResetTokens,
  pendingSignIns,
  sessions,
  users,
  webauthnChallenges,
} from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { totpCode } from '../two-factor/totp';
import { createResetToken } from '../users/password-reset';
import { resetLinkMail } from '../users/reset-link-mail';
import { backupCommand, restoreCommand } from './backup-commands';
import { BackupError } from './manifest';
import { tableRows, tablesInOrder } from './tables';

let source: TestApp;
let conversation: number;
let work: string;
let archive: string;
const targets: TestDatabase[] = [];
const people: { username: string; password: string; totp?: string }[] = [];
const files: { id: number; owner: string; sha256: string }[] = [];
let before: Record<string, string[]>;
/** Ways in handed out before the backup (a passkey challenge too, in the database only). */
let issued: {
  session: Record<string, string>;
  resetToken: string;
  pendingSignIn: Record<string, string>;
};
/** What a restore ends, and so leaves empty. */
const endedByRestore = ['sessions', 'password_reset_tokens', 'pending_sign_ins', 'webauthn_challenges'];
const afterRestore = () => ({
  ...before,
  ...Object.fromEntries(endedByRestore.map((t) => [t, []])),
  // The e-mail with the reset link, not yet sent: it would carry a link that no longer works.
  mail_outbox: before.mail_outbox!.filter((line) => !line.includes('"kind":"password-reset"')),
});

/** Every row of every table, with document keys blanked (a restore gives files new keys). */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await tablesInOrder(db)) {
    const lines: string[] = [];
    for await (const line of tableRows(db, table))
      lines.push(line.replace(/"storage_key":"[^"]+"/, '"storage_key":"*"'));
    out[table] = lines.sort();
  }
  return out;
}

async function emptyTarget(): Promise<Config> {
  const target = await createTestDatabase();
  targets.push(target);
  return loadConfig({
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? '',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    NEWS_FEEDS: '[]',
  });
}

async function signIn(app: FastifyInstance, person: (typeof people)[number]) {
  let res = await app.inject({ method: 'POST', url: '/api/login', payload: person });
  if (person.totp) {
    expect(res.statusCode).toBe(202);
    const pending = res.cookies.find((c) => c.name.endsWith('sign-in'))!;
    res = await app.inject({
      method: 'POST',
      url: '/api/login/second-factor',
      payload: { code: totpCode(person.totp, new Date()) },
      cookies: { [pending.name]: pending.value },
    });
  }
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'sid')!;
  return { [cookie.name]: cookie.value };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'studio-backup-test-'));
  source = await createTestApp();
  const { app } = source;
  for (const name of ['rossi', 'bianchi']) {
    const user = await createUser(app, { username: name, password: `password-di-${name}` });
    const person: (typeof people)[number] = { username: name, password: user.password };
    if (name === 'rossi') person.totp = await seedTwoFactor(app, user.id);
    people.push(person);
    for (const size of [1024, 3 * 1024 * 1024]) {
      const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size)]);
      const doc = await storeDocument(app, { userId: user.id, content, title: `${name} ${size}` });
      files.push({ id: doc.id, owner: name, sha256: sha256(content) });
    }
  }
  await app.db.insert(contactMessages).values([
    {
      name: 'Mario Rossi',
      email: 'mario@example.it',
      subject: 'Appuntamento',
      message: 'Vorrei un appuntamento.',
      privacyAccepted: true,
    },
    {
      name: 'Bot',
      email: 'bot@example.it',
      subject: 'Offerta',
      message: 'Link',
      privacyAccepted: true,
      spamReason: 'honeypot',
    },
  ]);
  const [rossi, bianchi] = await app.db
    .select()
    .from(users)
    .where(eq(users.role, 'client'))
    .orderBy(users.id);
  const password = await app.inject({ method: 'POST', url: '/api/login', payload: people[0] });
  expect(password.statusCode).toBe(202);
  const pending = password.cookies.find((c) => c.name.endsWith('sign-in'))!;
  expect((await app.inject({ method: 'POST', url: '/api/passkeys/sign-in/options' })).statusCode).toBe(200);
  const resetToken = await createResetToken(app.db, rossi!.id, app.now());
  await enqueueMail(app.db, resetLinkMail(rossi!, `http://localhost/reimposta-password#${resetToken}`));
  issued = {
    session: await signIn(app, people[1]!),
    resetToken,
    pendingSignIn: { [pending.name]: pending.value },
  };
  expect((await app.inject({ url: '/api/user', cookies: issued.session })).json().id).toBe(bianchi!.id);
  // A conversation, with the firm's internal note: both tables travel.
  const thread = await app.inject({
    method: 'POST',
    url: '/api/messages/threads',
    cookies: issued.session,
    payload: { subject: 'Rimborso 730', text: 'Quando arriva il rimborso?' },
  });
  expect(thread.statusCode).toBe(201);
  conversation = thread.json<{ id: number }>().id;
  await app.db.insert(messages).values({
    threadId: conversation,
    authorId: null,
    fromFirm: true,
    internal: true,
    text: 'Nota: controllare il prospetto di liquidazione',
  });
  archive = path.join(work, 'backup.zip');
  // The source app is running and, on PGlite, holds its database: the backup goes through the site.
  await backupCommand(source.config, archive);
  before = await snapshot(app.db);
});

afterAll(async () => {
  await source.close();
  for (const target of targets) await target.drop();
  await rm(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores into a fresh place where every user signs in and every document downloads intact', async () => {
    const config = await emptyTarget();
    const manifest = await restoreCommand(config, archive, false);
    expect(manifest.tables.users).toBe(3);
    expect(manifest.tables.contact_messages).toBe(2);
    expect(manifest.tables.message_threads).toBe(1);
    expect(manifest.tables.messages).toBe(2);
    expect(manifest.files.filter((f) => f.path.startsWith('documents/'))).toHaveLength(4);

    const app = await buildApp(config);
    try {
      expect(await snapshot(app.db)).toEqual(afterRestore());
      for (const person of people) {
        const cookies = await signIn(app, person);
        if (person.username === 'bianchi') {
          const res = await app.inject({ url: `/api/messages/threads/${conversation}`, cookies });
          expect(res.json().messages.items.map((m: { text: string }) => m.text)).toEqual([
            'Quando arriva il rimborso?',
          ]);
        }
        for (const file of files.filter((f) => f.owner === person.username)) {
          const res = await app.inject({ method: 'GET', url: `/api/documents/${file.id}/download`, cookies });
          expect(res.statusCode).toBe(200);
          expect(sha256(res.rawPayload)).toBe(file.sha256);
        }
      }
      await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
      // Identities go on from the highest restored id.
      const [next] = await app.db
        .insert(contactMessages)
        .values({ name: 'N', email: 'n@example.it', subject: 'S', message: 'M', privacyAccepted: true })
        .returning();
      expect(next!.id).toBeGreaterThan(Math.max(...before.contact_messages!.map((l) => JSON.parse(l).id)));
    } finally {
      await app.close();
    }
  });

  it('ends every session, reset link and half-finished sign-in issued before the backup', async () => {
    const config = await emptyTarget();
    await restoreCommand(config, archive, false);
    const app = await buildApp(config);
    try {
      for (const table of [sessions, passwordResetTokens, pendingSignIns, webauthnChallenges])
        expect(await app.db.$count(table)).toBe(0);
      const me = await app.inject({ url: '/api/user', cookies: issued.session });
      expect(me.statusCode).toBe(401);
      const reset = await app.inject({
        method: 'POST',
        url: '/api/password-reset',
        payload: {
          token: issued.resetToken,
          password: 'Una-password-nuova-2026',
          confirmPassword: 'Una-password-nuova-2026',
        },
      });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().message).toMatch(/^Il link non è valido o è scaduto/);
      const code = await app.inject({
        method: 'POST',
        url: '/api/login/second-factor',
        payload: { code: totpCode(people[0]!.totp!, new Date()) },
        cookies: issued.pendingSignIn,
      });
      expect(code.statusCode).toBe(401);
      expect(await app.db.$count(mailOutbox, eq(mailOutbox.kind, 'password-reset'))).toBe(0);
      // The people themselves are back: they sign in again.
      await signIn(app, people[1]!);
    } finally {
      await app.close();
    }
  });

  it('restores into the embedded database whichever database made it', async () => {
    const dataDir = path.join(work, 'embedded');
    const config = { ...(await emptyTarget()), dataDir, databaseUrl: undefined };
    await restoreCommand(config, archive, false);
    const app = await buildApp(config);
    try {
      expect(await snapshot(app.db)).toEqual(afterRestore());
      await signIn(app, people[1]!);
    } finally {
      await app.close();
    }
  });

  it('refuses a target that is not empty unless forced, then replaces what it held', async () => {
    const config = await emptyTarget();
    await restoreCommand(config, archive, false);
    await expect(restoreCommand(config, archive, false)).rejects.toThrow(/not empty.*--force/);
    await restoreCommand(config, archive, true);
    const app = await buildApp(config);
    try {
      expect(await snapshot(app.db)).toEqual(afterRestore());
      const stored = (await readdir(path.join(config.dataDir, 'documents'))).filter((n) => n !== 'tmp');
      expect(stored).toHaveLength(4);
    } finally {
      await app.close();
    }
  });

  it('refuses a damaged archive and leaves the target empty', async () => {
    const bytes = await readFile(archive);
    // Documents are stored uncompressed: a byte inside one flips a byte of the file.
    const at = bytes.indexOf('%PDF-1.7\n') + 100;
    bytes[at] = bytes[at]! ^ 0xff;
    const damaged = path.join(work, 'damaged.zip');
    await writeFile(damaged, bytes);
    const config = await emptyTarget();
    const refusal = restoreCommand(config, damaged, false);
    await expect(refusal).rejects.toBeInstanceOf(BackupError);
    await expect(refusal).rejects.toThrow(/does not match its SHA-256/);
    const app = await buildApp(config);
    try {
      expect(await app.db.$count(contactMessages)).toBe(0);
      expect(
        (await readdir(path.join(config.dataDir, 'documents')).catch(() => [])).filter((n) => n !== 'tmp'),
      ).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('backs up the rows alone, leaving the documents to the store that holds them', async () => {
    const out = path.join(work, 'rows-only.zip');
    const manifest = await backupCommand(source.config, out, { rowsOnly: true });
    expect(manifest.documents).toBe('in-store');
    expect(manifest.files.map((f) => f.path).filter((p) => p.startsWith('documents/'))).toEqual([]);
    expect(manifest.tables.documents).toBe(before.documents!.length);

    // The target's store already holds the documents (as a bucket shared with the old site would).
    const config = await emptyTarget();
    await cp(path.join(source.config.dataDir, 'documents'), path.join(config.dataDir, 'documents'), {
      recursive: true,
    });
    const storedBefore = await readdir(path.join(config.dataDir, 'documents'));
    await restoreCommand(config, out, false);
    // Forced again over itself: the rows are replaced, the store is left as it was.
    await restoreCommand(config, out, true);
    expect(await readdir(path.join(config.dataDir, 'documents'))).toEqual(storedBefore);
    const app = await buildApp(config);
    try {
      expect(await snapshot(app.db)).toEqual(afterRestore());
      const person = people[1]!;
      const cookies = await signIn(app, person);
      for (const file of files.filter((f) => f.owner === person.username)) {
        const res = await app.inject({ url: `/api/documents/${file.id}/download`, cookies });
        expect(sha256(res.rawPayload)).toBe(file.sha256);
      }
    } finally {
      await app.close();
    }
  });

  it('leaves out a document whose file is gone, with its row, and counts it', async () => {
    const owner = await createUser(source.app);
    const doc = await storeDocument(source.app, { userId: owner.id });
    await rm(path.join(source.config.dataDir, 'documents', doc.storageKey));
    const out = path.join(work, 'left-out.zip');
    const manifest = await backupCommand(source.config, out);
    expect(manifest.documentsLeftOut).toBe(1);
    expect(manifest.tables.documents).toBe(files.length);
    const config = await emptyTarget();
    await restoreCommand(config, out, false);
    const app = await buildApp(config);
    try {
      expect(await app.db.$count(documents)).toBe(files.length);
      expect(await app.db.$count(users)).toBe(people.length + 2);
    } finally {
      await app.close();
    }
  });

  it('never overwrites an existing file', async () => {
    await expect(backupCommand(source.config, archive)).rejects.toThrow(/exists/);
  });
});
