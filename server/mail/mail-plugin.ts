import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker';
import { createSmtpTransport, describeSmtpUrl } from './transport';

export interface MailService {
  /** E-mails are sent: SMTP_URL and a sender (MAIL_FROM, else MAIL_TO) are configured. */
  enabled: boolean;
  /** Where notifications for the firm go (MAIL_TO); undefined when they are not sent. */
  firmAddress: string | undefined;
  /** The outbox worker; null when mail is off (rows then stay where they are). */
  worker: OutboxWorker | null;
  /** Call after committing rows to the outbox, so they leave without waiting for the next poll. */
  kick(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

/**
 * Outgoing mail: the outbox worker runs in every instance while the app is up
 * (instances share the work safely, see outbox-worker.ts). Register it after
 * the database and the clock (sessions plugin).
 */
export const mailPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { smtpUrl, mailFrom, mailTo } = opts.config;
  const from = mailFrom ?? mailTo;
  if (!smtpUrl || !from) {
    app.log.warn(
      { smtpUrl: Boolean(smtpUrl), mailFrom: Boolean(mailFrom), mailTo: Boolean(mailTo) },
      'mail is off (SMTP_URL and MAIL_TO not both set): contact messages are kept in the admin inbox only',
    );
    app.decorate('mail', { enabled: false, firmAddress: undefined, worker: null, kick() {} });
    return;
  }
  if (!mailTo) {
    app.log.warn('MAIL_TO is not set: contact messages are kept in the admin inbox only, not e-mailed');
  }

  const transport = createSmtpTransport(smtpUrl);
  const worker = createOutboxWorker({
    db: app.db,
    transport,
    from,
    now: () => app.now(),
    log: app.log.child({ component: 'mail' }),
  });
  app.decorate('mail', { enabled: true, firmAddress: mailTo, worker, kick: () => worker.kick() });
  app.log.info({ server: describeSmtpUrl(smtpUrl), from, to: mailTo }, 'mail is on');

  app.addHook('onReady', async () => worker.start());
  // Runs before the database plugin closes the database (hooks close in reverse order).
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
  });
});
