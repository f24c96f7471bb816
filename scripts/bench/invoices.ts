/**
 * `npm run bench:invoices`: reading invoices and signed files (issue 49) as a person opens them, over
 * HTTP on loopback, on PGlite and on PostgreSQL (BENCH_DATABASE_URL or 127.0.0.1:5432 when it answers).
 * For each engine, against a baseline measured in the same run (the same file's own download):
 *
 * 1. A 5 MB FatturaPA of 10,000 lines: its page's first question (`…/details`, read and kept), then the
 *    kept answer's first page and its 51st page of lines (p50/p95 of `--samples`), the answer's bytes.
 * 2. A 20 MB `.p7m` (a FatturaPA with a 15 MB PDF inside): its first reading, with the heap's and the
 *    resident memory's growth across it (after a full collection: run with `--expose-gc`).
 * 3. A list of 50 invoices (the client's 'Invia documenti'): how many files its p50 read (none).
 *
 * Beside each, the longest event-loop stall meanwhile (`monitorEventLoopDelay`): the goal is none over
 * 50 ms. The reader has no size limit of its own; the upload's 10 MB does, so the 20 MB file is stored
 * directly. `--samples 30`.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { fileReadings } from '../../server/db/schema';
import { storeClientUpload } from '../../test/support/client-uploads';
import { pdfFile } from '../../test/support/document-fixtures';
import { storeDocument } from '../../test/support/documents';
import { invoiceXml, plainBody } from '../../test/support/invoice-xml';
import { postgresAnswers } from '../../test/support/scratch-database';
import { createAuthority, issueSigner, signEnvelope } from '../../test/support/test-pki';
import { createUser, login } from '../../test/support/users';
import { BENCH_ADMIN, percentile, startBenchServer, timeMs } from './support';

const { values } = parseArgs({ options: { samples: { type: 'string', default: '30' } } });
const samples = Number(values.samples);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const DESCRIPTION =
  'consulenza e assistenza nella tenuta della contabilità ordinaria, registrazione delle fatture di acquisto e di vendita del mese, liquidazione periodica IVA e adempimenti connessi';
const longInvoice = invoiceXml({
  bodies: [
    plainBody({
      lines: Array.from({ length: 10_000 }, (_, i) => ({
        description: `Riga ${i + 1}: ${DESCRIPTION}, ${DESCRIPTION}`,
        quantity: '1.00',
        unitPrice: '10.00',
        total: '10.00',
        rate: '22.00',
      })),
      summary: [{ rate: '22.00', taxable: '100000.00', tax: '22000.00', chargeability: 'I' }],
      total: '122000.00',
    }),
  ],
});
const bigEnvelope = signEnvelope(
  invoiceXml({
    bodies: [
      plainBody({
        attachments: [
          { name: 'copia.pdf', bytes: Buffer.concat([pdfFile('copia'), Buffer.alloc(15e6, 32)]) },
        ],
      }),
    ],
  }),
  issueSigner(createAuthority()),
);

const out = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

/** What happens meanwhile: the longest event-loop stall while `fn` runs. */
async function watched<T>(fn: () => Promise<T>): Promise<{ value: T; took: number; stall: number }> {
  const delays = monitorEventLoopDelay({ resolution: 1 });
  delays.enable();
  let value!: T;
  const took = await timeMs(async () => {
    value = await fn();
  });
  delays.disable();
  return { value, took, stall: delays.max / 1e6 };
}

async function measure(engine: 'pglite' | 'postgres') {
  if (engine === 'postgres') process.env.BENCH_DATABASE_URL = serverUrl;
  else delete process.env.BENCH_DATABASE_URL;
  const server = await startBenchServer();
  const { app, url } = server;
  try {
    const admin = await login(app, BENCH_ADMIN.username, BENCH_ADMIN.password);
    const client = await createUser(app, { username: 'cliente.fatture', fullName: 'Anna Fatture' });
    const clientCookies = await login(app, client.username, client.password);
    const get = async (path: string, cookies: Record<string, string>) => {
      const res = await fetch(`${url}${path}`, {
        headers: {
          cookie: Object.entries(cookies)
            .map(([k, v]) => `${k}=${v}`)
            .join('; '),
        },
      });
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`${path}: ${res.status} ${body.toString().slice(0, 200)}`);
      return body;
    };
    const repeat = async (path: string, cookies: Record<string, string>) => {
      const times: number[] = [];
      const { stall } = await watched(async () => {
        for (let i = 0; i < samples; i++) times.push(await timeMs(() => get(path, cookies)));
      });
      return { p50: percentile(times, 50), p95: percentile(times, 95), stall };
    };

    const long = await storeDocument(app, {
      userId: client.id,
      filename: 'lunga.xml',
      filetype: 'application/xml',
      content: longInvoice,
    });
    const download = await repeat(`/api/documents/${long.id}/download`, admin);
    const first = await watched(() => get(`/api/admin/documents/${long.id}/details`, admin));
    const kept = await repeat(`/api/admin/documents/${long.id}/details`, admin);
    const later = await repeat(`/api/admin/documents/${long.id}/details?righe=5001`, admin);

    const big = await storeDocument(app, {
      userId: client.id,
      filename: 'grande.xml.p7m',
      filetype: 'application/pkcs7-mime',
      content: bigEnvelope,
    });
    const bigDownload = await repeat(`/api/documents/${big.id}/download`, admin);
    gc();
    const before = process.memoryUsage();
    const bigFirst = await watched(() => get(`/api/admin/documents/${big.id}/details`, admin));
    const after = process.memoryUsage();
    gc();

    for (let i = 0; i < 50; i++)
      await storeClientUpload(app, {
        userId: client.id,
        filename: `fattura-${i}.xml`,
        filetype: 'application/xml',
        content: invoiceXml({ bodies: [plainBody({ number: `FT/${i}` })] }),
      });
    const readBefore = (await app.db.select().from(fileReadings)).length;
    const list = await repeat('/api/client-uploads?limit=50', clientCookies);
    const readAfter = (await app.db.select().from(fileReadings)).length;
    return {
      engine,
      long,
      first,
      kept,
      later,
      download,
      big,
      bigFirst,
      bigDownload,
      before,
      after,
      list,
      reads: readAfter - readBefore,
    };
  } finally {
    await server.stop();
  }
}

function print(run: Awaited<ReturnType<typeof measure>>) {
  const row = (name: string, value: string, stall: number, ratio = '') =>
    out(`| ${name} | ${value} | ${ms(stall)} | ${ratio} |`);
  const times = (base: number, value: number) => `${(value / base).toFixed(2)}× the download`;
  out(`\n### ${run.engine}\n\n| what | time | longest stall | against the baseline |\n|---|---|---|---|`);
  row(
    `download of the ${mb(run.long.size)} invoice (baseline), p50 / p95`,
    `${ms(run.download.p50)} / ${ms(run.download.p95)}`,
    run.download.stall,
  );
  row(
    `its page's first reading (10,000 lines, kept), ${mb(run.first.value.length)} answered`,
    ms(run.first.took),
    run.first.stall,
    times(run.download.p50, run.first.took),
  );
  row(
    'the kept reading, first page of lines, p50 / p95',
    `${ms(run.kept.p50)} / ${ms(run.kept.p95)}`,
    run.kept.stall,
    times(run.download.p50, run.kept.p50),
  );
  row(
    'the kept reading, lines 5,001–5,100, p50 / p95',
    `${ms(run.later.p50)} / ${ms(run.later.p95)}`,
    run.later.stall,
    times(run.download.p50, run.later.p50),
  );
  row(
    `download of the ${mb(run.big.size)} .p7m (baseline), p50`,
    ms(run.bigDownload.p50),
    run.bigDownload.stall,
  );
  row(
    `its first reading (envelope verified, 15 MB PDF typed): heap +${mb(run.after.heapUsed - run.before.heapUsed)}, RSS +${mb(run.after.rss - run.before.rss)}`,
    ms(run.bigFirst.took),
    run.bigFirst.stall,
    times(run.bigDownload.p50, run.bigFirst.took),
  );
  row(
    `a list of 50 invoices, p50 / p95: ${run.reads} files read`,
    `${ms(run.list.p50)} / ${ms(run.list.p95)}`,
    run.list.stall,
  );
}

const engines: ('pglite' | 'postgres')[] = ['pglite'];
if (await postgresAnswers(serverUrl)) engines.push('postgres');
else console.warn(`PostgreSQL does not answer at ${serverUrl}: PGlite only`);
if (!(globalThis as { gc?: unknown }).gc) console.warn('run with --expose-gc for the memory figures');
for (const engine of engines) print(await measure(engine));
