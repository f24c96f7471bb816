import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { runReminders } from './run-reminders';

const HOUR_MS = 60 * 60 * 1000;

/**
 * At start and then every hour, in every instance: choosing is once across
 * instances by the database's keys (run-reminders.ts), so instances running
 * together only find the work done. Hourly rather than daily: a day's
 * reminders go out soon after midnight in Italy whenever the server started,
 * and a restart or a downtime is caught up within the hour.
 */
export const remindersPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const runNow = () => {
    running = runReminders(app, opts.config.publicUrl).catch((err) =>
      app.log.error({ err }, 'reminders: run failed'),
    );
  };
  app.addHook('onReady', async () => {
    runNow();
    await running;
    timer = setInterval(runNow, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
