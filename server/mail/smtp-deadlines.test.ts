import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/support/free-port';
import { setupOutboxTestApp } from '../../test/support/mail-test-app';
import { mailOutbox } from '../db/schema';
import { enqueueMail } from './outbox';
import { createOutboxWorker } from './outbox-worker';
import { createSmtpTransport, SMTP_TIMEOUTS } from './transport';

// The production deadlines, shortened so that a hung server costs the test under a second.
const SHORT = { ...SMTP_TIMEOUTS, connectionTimeout: 300, greetingTimeout: 300, socketTimeout: 400 };
const MINUTE = 60_000;

const { t, cleanups, sink } = setupOutboxTestApp();
let now = new Date('2026-11-24T09:00:00Z');

/** Accepts every connection and never says a word. */
async function silentServer(port: number): Promise<{ connections: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const state = { connections: 0 };
  const server: Server = createServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return Object.assign(state, {
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  });
}

function worker(url: string) {
  const transport = createSmtpTransport(url, SHORT);
  cleanups.push(() => transport.close());
  return createOutboxWorker({ db: t.app.db, transport, from: 'sito@studio.example', now: () => now });
}

async function queued(subject: string) {
  const id = await enqueueMail(
    t.app.db,
    { kind: 'test', to: 'studio@studio.example', subject, text: 'Testo.' },
    now,
  );
  return async () => (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
}

describe('an SMTP server that hangs', () => {
  it('that never greets: the attempt ends at the greeting deadline, and the e-mail goes once it is back', async () => {
    const port = await freePort();
    const silent = await silentServer(port);
    const w = worker(`smtp://127.0.0.1:${port}`);
    const row = await queued('Saluto mancato');

    expect(await w.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(silent.connections).toBe(1);
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect((await row()).lastError).toMatch(/greeting/i);

    await silent.close();
    const smtp = await sink({ port });
    now = new Date(now.getTime() + MINUTE);
    expect(await w.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received.map((m) => m.header('subject'))).toEqual(['Saluto mancato']);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('that stops answering mid-message: the socket deadline ends it, and it is sent once later', async () => {
    const port = await freePort();
    const stalled = await sink({ port, holdData: () => new Promise(() => {}) });
    const w = worker(`smtp://127.0.0.1:${port}`);
    const row = await queued('Risposta mancata');

    expect(await w.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await row()).lastError).toMatch(/timeout/i);
    expect(stalled.received).toEqual([]);

    await stalled.close();
    const smtp = await sink({ port });
    now = new Date(now.getTime() + MINUTE);
    expect(await w.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    now = new Date(now.getTime() + 60 * MINUTE);
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received.map((m) => m.header('subject'))).toEqual(['Risposta mancata']);
  });
});
