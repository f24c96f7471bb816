import { createServer, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type FailingMode = 'down' | '4xx' | '5xx' | 'silent';

/**
 * An SMTP server on `port` failing the way `mode` says: not there at all, a real
 * server refusing every recipient with 451 (try later) or 550 (refused), or one
 * that accepts the connection and never says a word. Resolves to its close().
 */
export async function failingSmtp(mode: FailingMode, port: number): Promise<() => Promise<void>> {
  if (mode === 'down') return async () => {};
  if (mode === 'silent') {
    const sockets = new Set<Socket>();
    const server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      });
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const error = Object.assign(new Error(mode === '4xx' ? 'Mailbox busy, try later' : 'Relaying denied'), {
        responseCode: mode === '4xx' ? 451 : 550,
      });
      callback(error);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
