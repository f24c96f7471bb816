import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipFile } from '../test/support/document-fixtures';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'studio-import-script-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('npm run import', () => {
  it("prints an archive's refusal with its entry's escape sequences escaped", async () => {
    // Refused before the site is asked anything: the address and the token are never used.
    const zip = path.join(dir, 'ansi.zip');
    await writeFile(
      zip,
      zipFile([{ name: '\x1b[2J\x1b]0;owned\x07\u202ebomba.pdf', data: Buffer.alloc(9 * 1024 * 1024) }]),
    );
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/import.ts', zip, '--dry-run'],
      {
        env: { PATH: process.env.PATH, STUDIO_TOKEN: 'stdp_x', STUDIO_URL: 'http://127.0.0.1:9' },
      },
    );
    const failed = await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toBe(
      '«\\x1b[2J\\x1b]0;owned\\x07\\u202ebomba.pdf» è compresso in modo anomalo (una «ZIP bomb»?): archivio rifiutato.\n',
    );
  });
});
