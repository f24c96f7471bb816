/**
 * `npx tsx scripts/bench/first-page-bomb.ts <MB> [--in-process]`: a one-page
 * PDF whose content stream inflates to that many MB of spaces, its first page
 * read as `npm run import` reads it (in the bounded child process) or, with
 * `--in-process`, as the command read it before (PDF.js in its own process).
 * Run it under GNU time (`/usr/bin/time -v`): its maximum resident set size
 * is the largest process's, the child's included (decision 0029).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFirstPage } from '../../common/pdf-first-page';
import { createPageReader } from '../../server/imports/first-page-reader';
import { spacesPdf } from '../../test/support/spaces-pdf';

const megabytes = Number(process.argv[2]);
if (!(megabytes > 0)) throw new Error('Uso: npx tsx scripts/bench/first-page-bomb.ts <MB> [--in-process]');
const inProcess = process.argv.includes('--in-process');
const dir = await mkdtemp(path.join(tmpdir(), 'studio-bench-bomb-'));
try {
  const file = path.join(dir, 'spazi.pdf');
  const pdf = await spacesPdf(megabytes);
  await writeFile(file, pdf);
  const started = performance.now();
  let page: Awaited<ReturnType<typeof readFirstPage>>;
  if (inProcess) page = await readFirstPage(new Uint8Array(await readFile(file)));
  else {
    const reader = createPageReader();
    page = await reader.read(file);
    reader.close();
  }
  const ms = performance.now() - started;
  console.warn(
    `${megabytes} MB of spaces in ${pdf.length} bytes, read ${inProcess ? 'in this process' : 'in the child'}: ${JSON.stringify(page)} in ${ms.toFixed(0)} ms`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
