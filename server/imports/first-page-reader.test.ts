import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_READ_MEMORY_MB } from '@common/first-page-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfLines } from '../../test/support/pdf-page';
import { spacesPdf } from '../../test/support/spaces-pdf';
import { createPageReader } from './first-page-reader';

let dir: string;
const file = (name: string) => path.join(dir, name);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'studio-first-page-'));
  await writeFile(file('cedolino.pdf'), pdfLines(['Cedolino paga', 'Codice fiscale RSSMRA85T10A562S']));
  // 1,000 MB of spaces in a 1 MB file: read in this process, it took 2.2 GB.
  await writeFile(file('spazi.pdf'), await spacesPdf(1000));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A stand-in for the reading process: ready (or never), then `onAsk` for each file it is asked about. */
function fakeChild(onAsk: string, started: ChildProcess[], ready = true) {
  return () => {
    const script = `process.on('message', () => { ${onAsk} }); ${ready ? 'process.send({ ready: true });' : ''}`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    started.push(child);
    return child;
  };
}
const ended = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

describe('the first-page reader of npm run import', () => {
  it('stops a page that inflates past its memory cap, then reads the next file in a new process', async () => {
    // Time enough on a loaded machine for the memory cap, not the time limit, to be what stops it.
    const reader = createPageReader({ timeoutMs: 120_000 });
    try {
      expect(await reader.read(file('cedolino.pdf'))).toEqual({ identifiers: ['RSSMRA85T10A562S'] });
      const before = process.memoryUsage().arrayBuffers;
      expect(await reader.read(file('spazi.pdf'))).toEqual({
        problem: `prima pagina non leggibile: lettura fermata oltre ${PAGE_READ_MEMORY_MB} MB di memoria`,
      });
      // This process never held the inflated stream.
      expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(100 * 1024 * 1024);
      expect(await reader.read(file('cedolino.pdf'))).toEqual({ identifiers: ['RSSMRA85T10A562S'] });
    } finally {
      reader.close();
    }
  });

  it('ends a reading past the time limit by killing its process', async () => {
    const started: ChildProcess[] = [];
    const reader = createPageReader({ start: fakeChild('/* never answers */', started), timeoutMs: 200 });
    expect(await reader.read(file('cedolino.pdf'))).toEqual({
      problem: 'prima pagina non leggibile: lettura fermata dopo 0,2 secondi',
    });
    await ended(started[0]!);
    expect(started[0]!.signalCode).toBe('SIGKILL');
    // The next file is asked of a new process.
    await reader.read(file('cedolino.pdf'));
    expect(started).toHaveLength(2);
    reader.close();
  });

  it('gives up a process that never gets ready', async () => {
    const started: ChildProcess[] = [];
    const reader = createPageReader({ start: fakeChild('', started, false), startTimeoutMs: 200 });
    expect(await reader.read(file('cedolino.pdf'))).toEqual({
      problem: 'prima pagina non leggibile: il lettore di PDF non si avvia',
    });
    await ended(started[0]!);
    expect(started[0]!.signalCode).toBe('SIGKILL');
  });

  it('says the reader stopped when its process dies without a word', async () => {
    const started: ChildProcess[] = [];
    const reader = createPageReader({ start: fakeChild('process.exit(3);', started) });
    expect(await reader.read(file('cedolino.pdf'))).toEqual({
      problem: 'prima pagina non leggibile: il lettore di PDF si è fermato',
    });
    reader.close();
  });
});
