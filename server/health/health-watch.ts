import { SYSTEM_HEALTH_TAB_PATH, type SystemHealth } from '@common/schemas/system-health';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { countRequest } from '../limits/request-limit';
import { enqueueMail } from '../mail/outbox';
import { collectSystemHealth } from './system-health';

const DAY_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The daily check, callable at any time (tests, or an operator's script). */
    healthWatch: { runNow(): Promise<SystemHealth> };
  }
}

export function healthAlertMail(problems: string[], to: string, publicUrl: string) {
  return {
    kind: 'health',
    to,
    subject: '[Sito web] Attenzione: il sito ha bisogno di un controllo',
    text: [
      'Il controllo giornaliero del sito ha trovato:',
      '',
      ...problems.map((p) => `- ${p}`),
      '',
      "Lo stato completo è nel pannello di amministrazione, scheda 'Stato del sistema':",
      `${publicUrl.replace(/\/+$/, '')}${SYSTEM_HEALTH_TAB_PATH}`,
    ].join('\n'),
  };
}

/**
 * Once a day each instance writes its health in the log (a warning when
 * something needs attention). With mail on, the firm gets one e-mail a day
 * about it, whichever instance finds it first.
 */
export const healthWatchPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const runNow = async () => {
    const health = await collectSystemHealth(app, opts.config);
    const figures = {
      database: health.database,
      storage: health.storage.map(({ label, freeBytes, totalBytes, low }) => ({
        label,
        freeBytes,
        totalBytes,
        low,
      })),
      mail: health.mail,
    };
    if (health.problems.length === 0) app.log.info({ health: figures }, 'daily health check: all well');
    else app.log.warn({ health: figures, problems: health.problems }, 'daily health check: attention needed');

    const to = app.mail.firmAddress;
    if (health.problems.length > 0 && to && health.database.ok) {
      const now = app.now();
      const wait = await countRequest(app.db, 'health-alert:firm', { max: 1, timeWindow: DAY_MS }, now);
      if (wait === 0) {
        await enqueueMail(app.db, healthAlertMail(health.problems, to, opts.config.publicUrl), now);
        app.mail.kick();
      }
    }
    return health;
  };
  app.decorate('healthWatch', { runNow });

  // Tests run the check when they mean to; a site runs it at start and every day.
  if (process.env.NODE_ENV === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = runNow().catch((err) => app.log.error({ err }, 'daily health check failed'));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, DAY_MS);
    timer.unref();
  });
  // Before the database closes (hooks close in reverse order).
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
