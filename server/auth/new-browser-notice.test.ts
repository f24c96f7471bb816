import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInFrom } from '../../test/support/browser-sign-in';
import { mailBodies } from '../../test/support/mail-parts';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { USER_AGENTS } from '../../test/support/user-agents';
import { createUser } from '../../test/support/users';
import { knownBrowsers, mailOutbox } from '../db/schema';

const MAIL_ENV = { MAIL_FROM: 'sito@studio.example', MAIL_TO: 'studio@studio.example' };

let smtp: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: { ...MAIL_ENV, SMTP_URL: smtp.url, PUBLIC_URL: 'https://www.studio.example' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await runWorker();
  await t.app.db.delete(mailOutbox);
  smtp.received.length = 0;
});

/** One pass of the outbox worker; earlier background runs finish first. */
const runWorker = () => t.app.mail.worker!.runOnce();
const browsersOf = (userId: number) =>
  t.app.db.select().from(knownBrowsers).where(eq(knownBrowsers.userId, userId));

describe('the e-mail for a sign-in from a new browser', () => {
  it('goes once to a user who has signed in before: when, browser, rough address, what to do; no link', async () => {
    t.clock.now = new Date('2026-07-03T07:05:00Z');
    const user = await createUser(t.app, { fullName: 'Marta Colombo', email: 'marta.colombo@example.it' });
    const pc = await signInFrom(t.app, user, { userAgent: USER_AGENTS.chromeWindows });
    await runWorker();
    expect(smtp.received).toHaveLength(0);

    const phone = await signInFrom(t.app, user, {
      userAgent: USER_AGENTS.safariIphone,
      address: '93.41.12.200',
    });
    await runWorker();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.envelopeTo).toEqual(['marta.colombo@example.it']);
    expect(mail.header('subject')).toBe('Studio Rossi Consulting: nuovo accesso al tuo account');
    const { text, html } = mailBodies(mail);
    expect(text).toContain('Gentile Marta Colombo,');
    expect(text).toContain(`(username: ${user.username})`);
    // 07:05 UTC is 09:05 in Rome in July (summer time).
    expect(text).toContain('- Quando: venerdì 3 luglio 2026 alle ore 09:05 (ora italiana)\n');
    expect(text).toContain('- Browser e sistema: Safari 18 su iOS 18\n');
    expect(text).toContain('- Indirizzo approssimativo: 93.41.12.x\n');
    expect(text).toContain('Se è stato lei, non deve fare nulla.');
    expect(text).toContain('cambi subito la password dal suo profilo');
    expect(text).toContain('contatti lo studio al 035 000 0000');
    expect(html).toContain('<li>Browser e sistema: <strong>Safari 18 su iOS 18</strong></li>');
    for (const body of [text!, html!]) {
      expect(body).not.toMatch(/https?:|www\.|<a\b|href/i);
      expect(body).not.toContain('93.41.12.200');
      for (const secret of [pc.cookies.sid, phone.cookies.sid, phone.browserId]) {
        expect(body).not.toContain(secret);
      }
    }
    const [row] = await t.app.db.select().from(mailOutbox);
    expect(row).toMatchObject({ kind: 'new-browser', recipientUserId: user.id, status: 'sent' });

    // Both browsers are known now: signing in again from either sends nothing.
    await signInFrom(t.app, user, { userAgent: USER_AGENTS.safariIphone, browserId: phone.browserId });
    await signInFrom(t.app, user, { userAgent: USER_AGENTS.chromeWindows, browserId: pc.browserId });
    await runWorker();
    expect(smtp.received).toHaveLength(1);
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it("is not sent for an account's very first sign-in, which still remembers the browser", async () => {
    const user = await createUser(t.app);
    const first = await signInFrom(t.app, user, { userAgent: USER_AGENTS.chromeAndroid });
    await runWorker();
    expect(smtp.received).toHaveLength(0);
    expect(await t.app.db.select().from(mailOutbox)).toEqual([]);
    const [known] = await browsersOf(user.id);
    // Only the hash is stored.
    expect(known!.browserHash).toMatch(/^[0-9a-f]{64}$/);
    expect(known!.browserHash).not.toBe(first.browserId);
  });

  it('counts a browser per user: one known to someone else is new for this user', async () => {
    const owner = await createUser(t.app);
    const shared = await signInFrom(t.app, owner);
    const other = await createUser(t.app, { email: 'altro.utente@example.it' });
    await signInFrom(t.app, other);
    await runWorker();
    expect(smtp.received).toHaveLength(0);

    const again = await signInFrom(t.app, other, { browserId: shared.browserId });
    // The browser keeps one cookie, now known to both.
    expect(again.browserId).toBe(shared.browserId);
    await runWorker();
    expect(smtp.received.map((m) => m.envelopeTo)).toEqual([['altro.utente@example.it']]);
    expect(await browsersOf(other.id)).toHaveLength(2);
  });

  it('treats a cookie it did not write as a new browser, and replaces it', async () => {
    const user = await createUser(t.app, { email: 'cookie.falso@example.it' });
    await signInFrom(t.app, user);
    const forged = await signInFrom(t.app, user, { browserId: 'not-a-value-of-ours' });
    expect(forged.browserId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await runWorker();
    expect(smtp.received.map((m) => m.envelopeTo)).toEqual([['cookie.falso@example.it']]);
  });
});

describe('the known-browser cookie', () => {
  it('lives about 400 days, HttpOnly and SameSite=Lax; each sign-in renews it and the record', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: user.password },
    });
    const cookie = res.cookies.find((c) => c.name === 'browser_id');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 400 * 24 * 3600 });
    expect(cookie?.secure).toBeFalsy();

    const [before] = await browsersOf(user.id);
    t.clock.advance(3 * 24 * 3600_000);
    const again = await signInFrom(t.app, user, { browserId: cookie!.value });
    expect(again.browserId).toBe(cookie!.value);
    const [after] = await browsersOf(user.id);
    expect(after!.firstSeenAt).toEqual(before!.firstSeenAt);
    expect(after!.lastSeenAt).toEqual(t.clock.now);
  });

  it('is Secure with the __Host- name in production, and remembered even when mail is off', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect(prod.app.mail.enabled).toBe(false);
      const user = await createUser(prod.app);
      const signIn = () =>
        prod.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: user.username, password: user.password },
        });
      await signIn();
      const res = await signIn();
      const cookie = res.cookies.find((c) => c.name === '__Host-browser_id');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie).not.toHaveProperty('domain');
      expect(await prod.app.db.select().from(knownBrowsers)).toHaveLength(2);
      expect(await prod.app.db.select().from(mailOutbox)).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});
