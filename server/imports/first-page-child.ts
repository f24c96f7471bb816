/**
 * The process `npm run import` reads PDFs' first pages in (first-page-reader.ts):
 * one file at a time, named by its path, answered over the IPC channel.
 *
 * A thread of its own watches the whole process's resident memory and kills it
 * past the cap given as the first argument. The heap bound the parent also sets
 * does not hold alone: PDF.js decodes a stream into ArrayBuffers, outside V8's
 * heap (a deflated page of spaces held 1 GB of them beside a 26 MB heap), and the
 * main thread is inside the parser, deaf to any message, while they grow.
 * Relative imports: tsx runs this file on its own, whatever the working folder.
 */
import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { type FirstPage, PAGE_UNREADABLE, readFirstPage } from '../../common/pdf-first-page';
import { MEMORY_MARK, type ReaderAnswer, type ReaderAsk } from './first-page-messages';

// Every 5 ms: a copy inside the parser grows by gigabytes a second, and 20 ms let it 21 MB past the cap.
// The mark goes to the descriptor itself: the process's stderr stream belongs to the main thread.
const WATCH = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
setInterval(() => {
  if (process.memoryUsage.rss() <= workerData.capBytes) return;
  try { writeSync(2, workerData.mark + '\\n'); } finally { process.kill(process.pid, 'SIGKILL'); }
}, 5);
`;

const capBytes = Number(process.argv[2]) * 1024 * 1024;
const send = (answer: ReaderAnswer) => process.send?.(answer);

if (!(capBytes > 0)) throw new Error('first-page-child: the memory cap (MB) is its first argument');
const watch = new Worker(WATCH, { eval: true, workerData: { capBytes, mark: MEMORY_MARK } });
await new Promise((resolve) => watch.once('online', resolve));
// The IPC channel keeps the process up from here; the watch alone must not.
watch.unref();

process.on('message', async ({ id, path }: ReaderAsk) => {
  let page: FirstPage;
  try {
    // A copy, not the Buffer: PDF.js refuses Node's Buffer.
    page = await readFirstPage(new Uint8Array(await readFile(path)));
  } catch {
    // The file gone, or PDF.js failing to load: said at once, not after the time limit.
    page = { problem: PAGE_UNREADABLE };
  }
  send({ id, page, rss: process.memoryUsage.rss() });
});
process.on('disconnect', () => process.exit(0));
send({ ready: true });
