import type { DestinationStream } from 'pino';
import type { MessageFormatFunc, PrettyOptions } from 'pino-pretty';

/**
 * A line logged with `{ banner: true }` is one a person starting the site must
 * not miss (the generated administrator's password): on a terminal it is
 * framed, its ' - ' parts one a line; in JSON it stays one line for a shipper.
 */
export const formatBanner: MessageFormatFunc = (log, messageKey, _level, { colors }) => {
  const message = String(log[messageKey] ?? '');
  if (log.banner !== true) return message;
  const lines = message.split(' - ');
  const rule = '='.repeat(Math.min(78, Math.max(...lines.map((line) => line.length))));
  return ['', rule, ...lines, rule].map((line) => colors.bold(colors.yellow(line))).join('\n');
};

/** How a terminal shows the log: one line an event, the time of day, no pid or host name. */
export const terminalLogOptions: PrettyOptions = {
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,banner',
  singleLine: true,
  messageFormat: formatBanner,
};

/**
 * Where the log goes: on a terminal, readable lines (pino-pretty); anywhere
 * else (systemd, a container, a pipe) undefined, that is JSON lines to standard
 * output as services expect. An install without pino-pretty (a devDependency)
 * logs JSON on a terminal too.
 */
export async function terminalLogStream(): Promise<DestinationStream | undefined> {
  if (!process.stdout.isTTY) return undefined;
  try {
    const { default: pretty } = await import('pino-pretty');
    // Synchronous: the lines before a failed start's exit are not lost.
    return pretty({ ...terminalLogOptions, colorize: true, destination: 1, sync: true });
  } catch {
    return undefined;
  }
}
