/**
 * Documents over real HTTP: starts the built server (building it when there
 * is no build) in a child process on a fresh data directory, signs in as the
 * administrator, creates a client, uploads a 10 MB PDF as a streamed
 * multipart body and downloads it N times. Prints the server's peak memory
 * growth during the upload and during the downloads (from /proc: the
 * resident set's peak against its size just before), and the download speed
 * against reading the same file with fs.createReadStream in the same run.
 * Five more uploads in a row show whether memory adds up. Last, the ZIP
 * case (documents-archive.ts): 20 files of 10 MB fetched by the client as
 * one archive, memory and speed against the disk again. `--downloads N`
 * (default 20), `--size-mb N` (default 10, the limit), `--archives N` (ZIP
 * downloads, default 5), `--archive-files N` (default 20). Then the import
 * case (documents-import.ts): `--import-files N` PDFs of 200 KB (default 300). With
 * BENCH_DATABASE_URL it runs on a fresh database of that PostgreSQL server
 * (dropped afterwards), otherwise on PGlite. `--s3` keeps the documents in a
 * bucket of a local S3 server (s3rver) instead of on the disk.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_DOCUMENT_BYTES } from '../../common/documents';
import { totpCode } from '../../server/two-factor/totp';
import { startS3Server } from '../../test/support/s3-server';
import { createScratchDatabase, dropScratchDatabase } from '../../test/support/scratch-database';
import { archiveReport, benchArchive } from './documents-archive';
import { benchImport, importReport } from './documents-import';
import {
  drain,
  type HttpAnswer,
  memoryProbe,
  readText,
  request,
  uploadPdf,
  writePdf,
} from './documents-support';
import { startServerProcess } from './server-process';
import { percentile, timeMs } from './support';

const args = process.argv.slice(2);
const downloads = Number(args.includes('--downloads') ? args[args.indexOf('--downloads') + 1] : 20) || 20;
// `--size-mb 1` runs the same steps with a smaller file: memory should not follow the file's size.
const sizeMb = Number(args.includes('--size-mb') ? args[args.indexOf('--size-mb') + 1] : 10) || 10;
const root = path.resolve(import.meta.dirname, '../..');
const MB = 1024 * 1024;
const REPEATED_UPLOADS = 5;
const archives = Number(args.includes('--archives') ? args[args.indexOf('--archives') + 1] : 5) || 5;
const archiveFiles =
  Number(args.includes('--archive-files') ? args[args.indexOf('--archive-files') + 1] : 20) || 20;
const importFiles =
  Number(args.includes('--import-files') ? args[args.indexOf('--import-files') + 1] : 300) || 300;
const ADMIN = { username: 'admin', password: `bench-${randomBytes(12).toString('hex')}` };

if (
  !existsSync(path.join(root, 'build/app/main.js')) ||
  !existsSync(path.join(root, 'build/client/index.html'))
) {
  console.warn('No build found: building the site first (this takes a minute)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status})`);
}

const work = await mkdtemp(path.join(tmpdir(), 'studio-bench-documents-'));
const serverUrl = process.env.BENCH_DATABASE_URL;
const databaseUrl = serverUrl ? await createScratchDatabase(serverUrl, 'studio_bench') : '';
// The child server finds the credentials in the environment it inherits.
const s3 = args.includes('--s3') ? await startS3Server() : undefined;
async function cleanUp() {
  await s3?.close();
  if (serverUrl) await dropScratchDatabase(serverUrl, databaseUrl);
  await rm(work, { recursive: true, force: true });
}
const server = await startServerProcess(root, {
  DATA_DIR: path.join(work, 'data'),
  DATABASE_URL: databaseUrl,
  DOCUMENT_STORAGE_URL: s3?.url('bench') ?? '',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  NEWS_FEEDS: '[]',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  SMTP_URL: '',
}).catch(async (err) => {
  await cleanUp();
  throw err;
});
const memory = memoryProbe(server.pid);

async function json(method: string, url: string, body: unknown, cookie = '') {
  const res = await request(`${server.url}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: Buffer.from(JSON.stringify(body)),
  });
  const text = await readText(res.body);
  if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return { res, data: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const upload = (cookie: string, file: string, size: number, userId: number, title: string) =>
  uploadPdf(server.url, cookie, { file, size, userId, title });

/** Time to the response headers (authorisation, database, audit) is kept apart from the body's. */
const headersMs: number[] = [];
async function download(cookie: string, id: number, onChunk?: (chunk: Buffer) => void) {
  const started = process.hrtime.bigint();
  const res = await request(`${server.url}/api/documents/${id}/download`, { headers: { cookie } });
  headersMs.push(Number(process.hrtime.bigint() - started) / 1e6);
  if (res.status !== 200) throw new Error(`download answered ${res.status}: ${await readText(res.body)}`);
  return drain(res.body, onChunk);
}

try {
  const login = await json('POST', '/api/login', ADMIN);
  const sessionCookie = (res: HttpAnswer) =>
    (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const cookie = sessionCookie(login.res);
  // No admin route answers an administrator without a second factor (decision 0016).
  const setup = await json('POST', '/api/user/two-factor/setup', {}, cookie);
  const code = totpCode(String(setup.data.secret), new Date());
  await json('POST', '/api/user/two-factor/confirm', { code }, cookie);
  const clientAccount = { username: 'cliente.bench', password: `Bench-${randomBytes(12).toString('hex')}` };
  const client = await json(
    'POST',
    '/api/admin/users',
    { ...clientAccount, fullName: 'Cliente Benchmark', email: 'cliente.bench@example.it' },
    cookie,
  );
  const userId = Number(client.data.id);

  // A small upload and download first, so the figures below are not the cost of first use.
  const small = path.join(work, 'prova.pdf');
  await writePdf(small, 64 * 1024);
  const warm = await upload(cookie, small, 64 * 1024, userId, 'Riscaldamento');
  await download(cookie, warm.id);

  const file = path.join(work, 'documento.pdf');
  const size = Math.min(Math.round(sizeMb * MB), MAX_DOCUMENT_BYTES);
  const sha256 = await writePdf(file, size);

  let uploadMs = 0;
  const up = await memory.during(async () => {
    const started = process.hrtime.bigint();
    const doc = await upload(cookie, file, size, userId, `Documento da ${sizeMb} MB`);
    uploadMs = Number(process.hrtime.bigint() - started) / 1e6;
    return doc;
  });
  if (up.result.size !== size) throw new Error(`the server stored ${up.result.size} bytes, not ${size}`);

  const hash = createHash('sha256');
  const verified = await download(cookie, up.result.id, (c) => hash.update(c));
  const downloadedSha = hash.digest('hex');
  if (verified !== size || downloadedSha !== sha256) {
    throw new Error(`the download differs from the upload (${verified} bytes, sha256 ${downloadedSha})`);
  }

  const httpMs: number[] = [];
  const diskMs: number[] = [];
  headersMs.length = 0;
  const down = await memory.during(async () => {
    for (let i = 0; i < downloads; i++) {
      let bytes = 0;
      httpMs.push(await timeMs(async () => (bytes = await download(cookie, up.result.id))));
      if (bytes !== size) throw new Error(`download ${i + 1} returned ${bytes} bytes`);
      diskMs.push(await timeMs(() => drain(createReadStream(file))));
    }
  });

  // Last, so the figures above start from one upload only. Buffering would add
  // up; streaming leaves only chunks not yet collected, whatever the count.
  const repeated = await memory.during(async () => {
    for (let i = 0; i < REPEATED_UPLOADS; i++) await upload(cookie, file, size, userId, `Copia ${i + 1}`);
  });

  const zip = await benchArchive({
    serverUrl: server.url,
    adminCookie: cookie,
    clientCookie: sessionCookie((await json('POST', '/api/login', clientAccount)).res),
    userId,
    work,
    memory,
    files: archiveFiles,
    fileSize: size,
    runs: archives,
  });

  const imported = await benchImport({
    serverUrl: server.url,
    adminCookie: cookie,
    adminPassword: ADMIN.password,
    json,
    work,
    memory,
    files: importFiles,
    clients: 30,
    fileSize: 200 * 1024,
  });

  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  const growth = (p: { baseline: number; peak: number; source: string }) => {
    const g = p.peak - p.baseline;
    return `${mb(g).padStart(8)} (${(g / size).toFixed(2)} × the file; RSS ${mb(p.baseline)} → ${mb(p.peak)}, ${p.source})`;
  };
  const speed = (ms: number) => size / MB / (ms / 1000);
  const httpSpeed = speed(percentile(httpMs, 50));
  const diskSpeed = speed(percentile(diskMs, 50));
  console.warn(
    `\nDocuments benchmark (${mb(size)} PDF, ${databaseUrl ? 'postgres' : 'pglite'}, documents ${s3 ? 'in a local S3 bucket' : 'on disk'}, ${downloads} downloads; MB = 2^20 bytes)`,
  );
  console.warn(`upload     ${uploadMs.toFixed(0)} ms, server peak memory growth ${growth(up)}`);
  console.warn(`downloads  server peak memory growth ${growth(down)}`);
  console.warn(
    `${REPEATED_UPLOADS} uploads  server peak memory growth ${growth(repeated)} (one after another)`,
  );
  console.warn(
    `download   median ${percentile(httpMs, 50).toFixed(1)} ms = ${httpSpeed.toFixed(0)} MB/s (p95 ${percentile(httpMs, 95).toFixed(1)} ms; headers after ${percentile(headersMs, 50).toFixed(1)} ms)`,
  );
  console.warn(
    `disk read  median ${percentile(diskMs, 50).toFixed(1)} ms = ${diskSpeed.toFixed(0)} MB/s (fs.createReadStream, same file)`,
  );
  console.warn(`ratio download/disk speed: ${(httpSpeed / diskSpeed).toFixed(2)}`);
  console.warn(`sha256 of the download equals the upload's: ${sha256.slice(0, 16)}…`);
  for (const line of archiveReport(zip)) console.warn(line);
  for (const line of importReport(imported)) console.warn(line);
  console.warn(`load average (1 min): ${loadavg()[0]!.toFixed(2)}`);
} finally {
  await server.stop();
  await cleanUp();
}
