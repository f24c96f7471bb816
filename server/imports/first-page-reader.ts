import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PAGE_READ_MEMORY_MB, PAGE_READ_TIMEOUT_MS } from '@common/first-page-limits';
import { formatDecimal } from '@common/format';
import { type FirstPage, PAGE_UNREADABLE } from '@common/pdf-first-page';
import { MEMORY_MARK, type PageAnswer, type ReaderAnswer } from './first-page-messages';

/** V8's own heap, a bound beneath the memory cap: it stayed under 30 MB for every page tried, bombs included. */
const HEAP_MB = 256;

export interface PageReader {
  /** The first page of the PDF at `path`, or why it could not be read. */
  read(path: string): Promise<FirstPage>;
  close(): void;
}

interface ReaderOptions {
  /** Tests start their own child and wait less. */
  start?: (memoryMb: number) => ChildProcess;
  /** How long one page may take to read. */
  timeoutMs?: number;
  /** How long the child may take to start (tsx compiles it, once an import). */
  startTimeoutMs?: number;
  memoryMb?: number;
}

/** The child as the import runs it: tsx for its TypeScript, the heap bounded, stderr read for the watch's mark. */
function startChild(memoryMb: number): ChildProcess {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return fork(fileURLToPath(new URL('./first-page-child.ts', import.meta.url)), [String(memoryMb)], {
    execArgv: ['--import', tsx, `--max-old-space-size=${HEAP_MB}`],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
}

interface Running {
  child: ChildProcess;
  /** Settles when the child says it is ready; never, when it dies first. */
  ready: Promise<void>;
  /** Settles when the child is gone, its stderr read to the end. */
  gone: Promise<void>;
  overMemory: () => boolean;
}

function launch(start: (memoryMb: number) => ChildProcess, memoryMb: number): Running {
  const child = start(memoryMb);
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4096);
  });
  const ready = new Promise<void>((resolve) => {
    const onReady = (answer: ReaderAnswer) => {
      if (!('ready' in answer)) return;
      child.off('message', onReady);
      resolve();
    };
    child.on('message', onReady);
  });
  // 'error': it could not start, or a message found the channel closed; 'close' follows a real exit.
  const gone = new Promise<void>((resolve) => {
    child.on('error', () => resolve());
    child.once('close', () => resolve());
  });
  // The watch's mark, or V8's own words when the heap bound was reached first.
  const overMemory = () => tail.includes(MEMORY_MARK) || /heap out of memory/i.test(tail);
  return { child, ready, gone, overMemory };
}

/**
 * Reads PDFs' first pages one at a time in a child process, so that a crafted
 * file costs the import one row, never the import: a reading past the time
 * limit is ended by killing the child, one past the memory cap by the child's
 * own watch, and either way the row says so and the next file gets a new
 * child. A child that holds half its cap after a reading is replaced too, so
 * that every file has at least that much to be read in.
 */
export function createPageReader({
  start = startChild,
  timeoutMs = PAGE_READ_TIMEOUT_MS,
  startTimeoutMs = PAGE_READ_TIMEOUT_MS,
  memoryMb = PAGE_READ_MEMORY_MB,
}: ReaderOptions = {}): PageReader {
  let running: Running | null = null;
  let nextId = 0;
  const drop = (r: Running) => {
    r.child.kill('SIGKILL');
    if (running === r) running = null;
  };

  /** What `promise` gives within `ms`, or whether the child was late or gone first. */
  async function within<T>(r: Running, ms: number, promise: Promise<T>): Promise<T | 'late' | 'gone'> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), ms);
    });
    try {
      return await Promise.race([promise, r.gone.then(() => 'gone' as const), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  const ask = (r: Running, path: string) =>
    new Promise<PageAnswer>((resolve) => {
      const id = nextId++;
      const onAnswer = (answer: ReaderAnswer) => {
        if ('ready' in answer || answer.id !== id) return;
        r.child.off('message', onAnswer);
        resolve(answer);
      };
      r.child.on('message', onAnswer);
      r.child.send({ id, path });
    });

  async function read(path: string): Promise<FirstPage> {
    running ??= launch(start, memoryMb);
    const r = running;
    // Starting the child has a limit of its own: a page has all of its time.
    const started = await within(r, startTimeoutMs, r.ready);
    const outcome =
      started === 'late' || started === 'gone' ? started : await within(r, timeoutMs, ask(r, path));
    if (typeof outcome === 'object') {
      if (outcome.rss > (memoryMb * 1024 * 1024) / 2) drop(r);
      return outcome.page;
    }
    drop(r);
    if (started === 'late') return { problem: `${PAGE_UNREADABLE}: il lettore di PDF non si avvia` };
    if (outcome === 'late')
      return {
        problem: `${PAGE_UNREADABLE}: lettura fermata dopo ${formatDecimal(timeoutMs / 1000, 1)} secondi`,
      };
    return {
      problem: r.overMemory()
        ? `${PAGE_UNREADABLE}: lettura fermata oltre ${memoryMb} MB di memoria`
        : `${PAGE_UNREADABLE}: il lettore di PDF si è fermato`,
    };
  }

  return { read, close: () => running && drop(running) };
}
