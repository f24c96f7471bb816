import { Writable } from 'node:stream';
import pretty from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/test-app';
import { terminalLogOptions } from './terminal-log';

/** A first start on an empty database without ADMIN_PASSWORD, its log written as `logStream` takes it. */
async function firstStartLog(format: 'json' | 'terminal') {
  let text = '';
  const collect = (chunk: Buffer | string) => {
    text += chunk.toString();
  };
  const sink = new Writable({
    write(chunk, _encoding, done) {
      collect(chunk);
      done();
    },
  });
  const logStream =
    format === 'json'
      ? { write: collect }
      : pretty({ ...terminalLogOptions, colorize: false, destination: sink });
  const t = await createTestApp({ env: { ADMIN_PASSWORD: '', LOG_LEVEL: 'info' }, logStream });
  await t.close();
  // pino-pretty hands its lines on through a pipe.
  await new Promise((resolve) => setImmediate(resolve));
  return text;
}

describe("the generated administrator's password in the start's log", () => {
  it('is one JSON line a shipper keeps whole, marked as the line to look for', async () => {
    const lines = (await firstStartLog('json'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const banner = lines.filter((line) => line.banner === true);
    expect(banner).toHaveLength(1);
    expect(banner[0]).toMatchObject({ level: 40 });
    expect(banner[0].msg).toMatch(/^MAIN ADMINISTRATOR CREATED - username: admin - password: \S{24} - /);
  });

  it('stands framed on a terminal, the password on a line of its own', async () => {
    const lines = (await firstStartLog('terminal')).split('\n');
    const at = lines.indexOf('MAIN ADMINISTRATOR CREATED');
    expect(at).toBeGreaterThan(0);
    const rule = lines[at - 1]!;
    expect(rule).toMatch(/^=+$/);
    expect(lines.slice(at, at + 5)).toEqual([
      'MAIN ADMINISTRATOR CREATED',
      'username: admin',
      expect.stringMatching(/^password: \S{24}$/),
      'shown only this once: it must be changed at the first sign-in.',
      rule,
    ]);
    expect(lines[at - 2]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: $/);
  });
});
