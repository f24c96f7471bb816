import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createUser } from '../../test/support/users';
import { secretBox } from '../auth/secrets-key';
import { recoveryCodes } from '../db/schema';
import {
  consumeRecoveryCode,
  hashRecoveryCode,
  recoveryCodesLeft,
  replaceRecoveryCodes,
} from './recovery-codes';

let t: TestApp;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const stored = (userId: number) =>
  t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
const consume = (userId: number, code: string, app: Parameters<typeof consumeRecoveryCode>[0] = t.app) =>
  consumeRecoveryCode(app, userId, code, new Date());

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('recovery codes', () => {
  it('work once, as typed in any case, with or without the dash', async () => {
    const user = await createUser(t.app);
    const codes = await replaceRecoveryCodes(t.app, user.id);
    expect(codes).toHaveLength(10);
    expect(await consume(user.id, ` ${codes[0]!.toUpperCase().replace('-', ' ')} `)).toBe(true);
    expect(await consume(user.id, codes[0]!)).toBe(false);
    expect(await consume(user.id, codes[1]!)).toBe(true);
    expect(await recoveryCodesLeft(t.app.db, user.id)).toBe(8);
  });

  it('are stored neither as their SHA-256 nor alike for two users with the same code', async () => {
    const [anna, bruno] = [await createUser(t.app), await createUser(t.app)];
    const codes = await replaceRecoveryCodes(t.app, anna.id);
    const hashes = (await stored(anna.id)).map((r) => r.codeHash);
    for (const code of codes) {
      expect(hashes).not.toContain(sha256(code));
      expect(hashes).not.toContain(sha256(code.replace('-', '')));
    }
    // The same code given to both (never by chance, but a copy of the table must not show it).
    const code = codes[0]!;
    await t.app.db
      .insert(recoveryCodes)
      .values({ userId: bruno.id, codeHash: hashRecoveryCode(t.app.secrets, bruno.id, code) });
    const [forBruno] = await stored(bruno.id);
    expect(forBruno!.codeHash).not.toBe(hashes[0]);
    // Each row opens only its own account.
    expect(await consume(bruno.id, code)).toBe(true);
    expect(await consume(anna.id, code)).toBe(true);
  });

  it('do not work under another secrets key', async () => {
    const user = await createUser(t.app);
    const [code] = await replaceRecoveryCodes(t.app, user.id);
    const otherKey = { db: t.app.db, secrets: secretBox(randomBytes(32)) };
    expect(await consume(user.id, code!, otherKey)).toBe(false);
    expect(await consume(user.id, code!)).toBe(true);
  });

  it('printed before the keyed hash (stored as bare SHA-256) still work, once', async () => {
    const user = await createUser(t.app);
    await t.app.db.insert(recoveryCodes).values([
      { userId: user.id, codeHash: sha256('abcde23456') },
      { userId: user.id, codeHash: sha256('fghjk78923') },
    ]);
    expect(await consume(user.id, 'ABCDE-23456')).toBe(true);
    expect(await consume(user.id, 'abcde-23456')).toBe(false);
    expect(await recoveryCodesLeft(t.app.db, user.id)).toBe(1);
    // A new set replaces them, in the keyed form only.
    await replaceRecoveryCodes(t.app, user.id);
    expect(await consume(user.id, 'fghjk-78923')).toBe(false);
  });
});
