import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deferred } from '../../test/support/deferred';
import { mailBodies } from '../../test/support/mail-parts';
import { setupMailTestApp } from '../../test/support/mail-test-app';
import { insertDocument, noticeOf, uploadWithNotice } from '../../test/support/notice-uploads';
import { blockedOnLock as blockedOnLockIn, openSecondConnection } from '../../test/support/two-connections';
import { createUser } from '../../test/support/users';
import type { Db } from '../db/client';
import { documents, mailOutbox } from '../db/schema';
import { claimDueMail } from '../mail/outbox-worker';
import { DOCUMENT_NOTICE_DELAY_MS } from './document-notice';

const MINUTE = 60_000;

/** While set, the SMTP sink holds each e-mail's DATA until it resolves: a send stays in flight. */
let hold: Promise<void> | undefined;
let arrived: () => void = () => {};

const { t, smtp } = setupMailTestApp({
  sink: {
    holdData: async () => {
      arrived();
      await hold;
    },
  },
  clear: [documents, mailOutbox],
});

const runWorker = () => t.app.mail.worker!.runOnce();

describe("a document uploaded while its client's e-mail is being sent", () => {
  it('is never added to that e-mail: it gets one of its own', async () => {
    const anna = await createUser(t.app, { fullName: 'Anna Bianchi' });
    const first = await uploadWithNotice(t, anna, 'Primo');
    const gate = deferred();
    const inFlight = deferred();
    hold = gate.promise;
    arrived = inFlight.resolve;
    t.clock.advance(DOCUMENT_NOTICE_DELAY_MS);
    const sending = runWorker();
    try {
      await inFlight.promise;
      // The claim is committed and the SMTP server holds the e-mail: upload again, a minute later.
      t.clock.advance(MINUTE);
      const second = await uploadWithNotice(t, anna, 'Secondo');
      expect((await noticeOf(t.app.db, second)).id).not.toBe((await noticeOf(t.app.db, first)).id);
    } finally {
      gate.resolve();
      hold = undefined;
    }
    await sending;
    t.clock.advance(DOCUMENT_NOTICE_DELAY_MS);
    await runWorker();
    const texts = smtp.received.map((m) => mailBodies(m).text!);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('- Primo\n');
    expect(texts[0]).not.toContain('Secondo');
    expect(texts[1]).toContain('- Secondo\n');
    expect(texts[1]).not.toContain('Primo');
  });
});

// PGlite has one connection: a transaction runs alone, so nothing below can
// interleave there. On PostgreSQL these pin each interleaving down with locks.
if (process.env.TEST_DATABASE_URL) {
  describe('uploads and claims on separate connections (PostgreSQL)', () => {
    let other: Awaited<ReturnType<typeof openSecondConnection>>;
    beforeAll(async () => {
      other = await openSecondConnection(t);
    });
    afterAll(() => other.close());
    afterEach(() => {
      t.clock.now = new Date();
    });
    const openTransaction = (fn: (tx: Db) => Promise<unknown>) => other.openTransaction(fn);
    const blockedOnLock = (work: Promise<unknown>) => blockedOnLockIn(t, work);

    it('a claim skips an e-mail that an upload in progress is extending, then sends every title', async () => {
      const luca = await createUser(t.app, { fullName: 'Luca Verdi' });
      const first = await uploadWithNotice(t, luca, 'Primo');
      t.clock.advance(MINUTE);
      const upload = await openTransaction((tx) => insertDocument(tx, t, luca, 'Secondo'));
      try {
        // Due by the committed send time, but locked by the upload: the worker leaves it.
        t.clock.advance(DOCUMENT_NOTICE_DELAY_MS - MINUTE / 2);
        expect(await runWorker()).toEqual({ sent: 0, retried: 0, failed: 0 });
      } finally {
        await upload.commit();
      }
      const row = await noticeOf(t.app.db, first);
      expect(row.attempts).toBe(0);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now.getTime());
      expect(await runWorker()).toEqual({ sent: 0, retried: 0, failed: 0 });
      t.clock.advance(DOCUMENT_NOTICE_DELAY_MS);
      await runWorker();
      expect(smtp.received).toHaveLength(1);
      expect(mailBodies(smtp.received[0]!).text).toContain('- Primo\n- Secondo\n');
    });

    it('an upload that waits for a claim in progress starts a new e-mail', async () => {
      const sara = await createUser(t.app, { fullName: 'Sara Neri' });
      const first = await uploadWithNotice(t, sara, 'Primo');
      t.clock.advance(DOCUMENT_NOTICE_DELAY_MS);
      // Another instance's worker has locked the row and leased it, not yet committed.
      const at = t.clock.now;
      const claim = await openTransaction(async (tx) => {
        const rows = await claimDueMail(tx, at, { batchSize: 10, leaseMs: 10 * MINUTE });
        expect(rows.map((r) => r.id)).toEqual([(await noticeOf(t.app.db, first)).id]);
      });
      t.clock.advance(-MINUTE);
      const upload = uploadWithNotice(t, sara, 'Secondo');
      await blockedOnLock(upload);
      await claim.commit();
      const second = await upload;
      const claimed = await noticeOf(t.app.db, first);
      expect((await noticeOf(t.app.db, second)).id).not.toBe(claimed.id);
      expect(claimed.attempts).toBe(1);
      expect(claimed.text).not.toContain('Secondo');
    });

    it('two uploads for the same client at once share one e-mail', async () => {
      const piero = await createUser(t.app, { fullName: 'Piero Gialli' });
      const first = await openTransaction((tx) => insertDocument(tx, t, piero, 'Primo'));
      const second = uploadWithNotice(t, piero, 'Secondo');
      await blockedOnLock(second);
      await first.commit();
      const secondId = await second;
      const row = await noticeOf(t.app.db, secondId);
      expect(row.text).toContain('- Primo\n- Secondo\n');
      expect(await t.app.db.select().from(mailOutbox)).toHaveLength(1);
    });
  });
}
