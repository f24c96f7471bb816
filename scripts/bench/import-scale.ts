/**
 * `npm run bench:import`: the import at the firm's size. First the preview:
 * 1,000 clients with a codice fiscale, the names of 500 files (most naming
 * one of them) matched in one request, timed 10 times; the first pages of
 * the 50 scans among them read as `npm run import` reads them. Then whether
 * delivering documents through `/api/v1` leaves anything behind in the
 * server's heap. The app runs in this process
 * (so a full garbage collection can be asked for: `--expose-gc`), on a fresh
 * embedded database, or on a scratch database of BENCH_DATABASE_URL; N files
 * of 200 KB (`--files N`, default 300) are delivered twice after a warm-up,
 * and the heap in use after a full collection is printed after each round.
 * A flat line means the growth `bench:documents` sees in the resident set is
 * garbage and the allocator's high-water mark, not memory kept.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { codiceFiscaleControlLetter } from '../../common/tax-ids';
import { newTokenSecret } from '../../server/api-tokens/token-store';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { apiTokens, users } from '../../server/db/schema';
import { createPageReader } from '../../server/imports/first-page-reader';
import { pdfFile } from '../../test/support/document-fixtures';
import { multipartBody } from '../../test/support/multipart';
import { pdfLines } from '../../test/support/pdf-page';
import { createScratchDatabase, dropScratchDatabase } from '../../test/support/scratch-database';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:import does)');
const args = process.argv.slice(2);
const files = Number(args.includes('--files') ? args[args.indexOf('--files') + 1] : 300) || 300;
const CF = 'RSSMRA85T10A562S';
const CLIENTS = 1000;
/** A valid codice fiscale per number (letters from its digits), none equal to CF. */
function codiceFiscaleFor(n: number): string {
  const letters = String(n)
    .padStart(6, '0')
    .replace(/\d/g, (d) => String.fromCharCode(66 + Number(d)));
  const first15 = `${letters}80A01H501`;
  return `${first15}${codiceFiscaleControlLetter(first15)}`;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-bench-heap-'));
const serverUrl = process.env.BENCH_DATABASE_URL;
const databaseUrl = serverUrl ? await createScratchDatabase(serverUrl, 'studio_bench') : '';
const app = await buildApp(
  loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD: 'bench-import-admin-password',
    NEWS_FEEDS: '[]',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    API_TOKEN_REQUESTS_PER_MINUTE: '100000',
  }),
);
try {
  await app.ready();
  await app.db.insert(users).values({
    username: 'cliente',
    passwordHash: '-',
    fullName: 'Cliente',
    email: 'c@example.it',
    codiceFiscale: CF,
  });
  const { token, tokenHash } = newTokenSecret();
  await app.db.insert(apiTokens).values({
    name: 'heap',
    tokenHash,
    scopes: ['documents:write'],
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const codes = Array.from({ length: CLIENTS }, (_, n) => codiceFiscaleFor(n));
  await app.db.insert(users).values(
    codes.map((codiceFiscale, n) => ({
      username: `archivio${n}`,
      passwordHash: '-',
      fullName: `Cliente ${n}`,
      email: `archivio${n}@example.it`,
      codiceFiscale,
    })),
  );
  const names = Array.from({ length: 500 }, (_, i) =>
    i % 10 === 9 ? `scansione_${i}.pdf` : `cedolino_2026_11_${codes[(i * 7) % CLIENTS]}.pdf`,
  );
  const previewMs: number[] = [];
  for (let run = 0; run < 10; run++) {
    const started = process.hrtime.bigint();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/imports/preview',
      payload: { files: names.map((name) => ({ name })) },
      headers: { authorization: `Bearer ${token}` },
    });
    previewMs.push(Number(process.hrtime.bigint() - started) / 1e6);
    const matched = (res.json() as { rows: { status: string }[] }).rows.filter((r) => r.status === 'matched');
    if (matched.length !== 450) throw new Error(`the preview matched ${matched.length} of 450`);
  }
  previewMs.sort((x, y) => x - y);
  console.warn(
    `\nPreview of 500 names against ${CLIENTS} clients (${databaseUrl ? 'postgres' : 'pglite'}): median ${previewMs[4]!.toFixed(1)} ms, slowest of 10 ${previewMs[9]!.toFixed(1)} ms`,
  );

  // The 50 scans' first pages, as `npm run import` reads them: a payslip's 40 lines, the code on the third.
  const scans = names.filter((n) => n.startsWith('scansione'));
  const pages = scans.map((_, i) =>
    pdfLines(
      Array.from({ length: 40 }, (_, line) =>
        line === 2 ? `Codice fiscale ${codes[(i * 3) % CLIENTS]}` : `Voce ${line} ... 1.234,56 EUR`,
      ),
    ),
  );
  const scanDir = path.join(dataDir, 'scansioni');
  await mkdir(scanDir);
  const scanPaths = scans.map((name) => path.join(scanDir, name));
  for (const [i, page] of pages.entries()) await writeFile(scanPaths[i]!, page);
  const readStarted = process.hrtime.bigint();
  const read: string[][] = [];
  const reader = createPageReader();
  try {
    for (const scan of scanPaths) {
      const first = await reader.read(scan);
      read.push('identifiers' in first ? first.identifiers : []);
    }
  } finally {
    reader.close();
  }
  const readMs = Number(process.hrtime.bigint() - readStarted) / 1e6;
  const byPage = await app.inject({
    method: 'POST',
    url: '/api/v1/imports/preview',
    payload: { files: scans.map((name, i) => ({ name, pageCodes: read[i] })) },
    headers: { authorization: `Bearer ${token}` },
  });
  const pageMatched = (byPage.json() as { rows: { status: string }[] }).rows.filter(
    (r) => r.status === 'matched',
  ).length;
  if (pageMatched !== scans.length)
    throw new Error(`the first pages matched ${pageMatched} of ${scans.length}`);
  console.warn(
    `First pages of ${scans.length} scans read (PDF.js in its bounded child process, started for them): ${readMs.toFixed(0)} ms, ${(readMs / scans.length).toFixed(1)} ms a file = ${(readMs / scans.length / previewMs[4]!).toFixed(2)}× the preview of 500 names; all ${pageMatched} matched`,
  );

  const pdf = Buffer.concat([pdfFile('Cedolino'), Buffer.alloc(200 * 1024, 32)]);
  const deliver = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const body = multipartBody([
        { name: 'title', value: `Cedolino ${i}` },
        { name: 'codiceFiscale', value: CF },
        { name: 'file', filename: 'cedolino.pdf', content: pdf },
      ]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/documents',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 201) throw new Error(`delivery answered ${res.statusCode}: ${res.body}`);
    }
  };
  const heapMb = () => {
    gc();
    gc();
    return (process.memoryUsage().heapUsed / 1024 / 1024).toFixed(1);
  };
  await deliver(50);
  const rounds = [heapMb()];
  for (let round = 1; round <= 2; round++) {
    await deliver(files);
    rounds.push(heapMb());
  }
  console.warn(
    `\nHeap in use after a full collection (${databaseUrl ? 'postgres' : 'pglite'}): after 50 deliveries ${rounds[0]} MB, after ${files} more ${rounds[1]} MB, after ${2 * files} more ${rounds[2]} MB`,
  );
} finally {
  await app.close();
  if (serverUrl) await dropScratchDatabase(serverUrl, databaseUrl);
  await rm(dataDir, { recursive: true, force: true });
}
