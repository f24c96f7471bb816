/**
 * The import case of `npm run bench:documents`: 300 PDFs of 200 KB named by
 * the codice fiscale of 30 clients, delivered by `npm run import`'s own code
 * (preview, then one `/api/v1/documents` each with a token), against the same
 * files uploaded one by one through the admin panel's route in the same run.
 * Measures the time of each and the server's peak memory growth during the
 * import, which should not follow the number of files.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { addDays, romeToday } from '../../common/calendar-date';
import { codiceFiscaleControlLetter } from '../../common/tax-ids';
import { importCommand } from '../../server/imports/import-command';
import { type MemoryPeak, type memoryProbe, uploadPdf, writePdf } from './documents-support';

export interface ImportBench {
  serverUrl: string;
  adminCookie: string;
  /** Given again before the token is made, as the panel asks for it. */
  adminPassword: string;
  json: (
    method: string,
    url: string,
    body: unknown,
    cookie: string,
  ) => Promise<{ data: Record<string, unknown> }>;
  work: string;
  memory: ReturnType<typeof memoryProbe>;
  files: number;
  clients: number;
  fileSize: number;
}

export interface ImportFigures {
  files: number;
  fileSize: number;
  importMs: number;
  uploadsMs: number;
  peak: MemoryPeak<void>;
  /** The same measure over the one-by-one uploads before it. */
  uploadsPeak: MemoryPeak<void>;
}

/** A valid codice fiscale per client number: letters from the number, the control letter computed. */
function codiceFiscaleFor(n: number): string {
  const letters = String(n)
    .padStart(6, '0')
    .split('')
    .map((d) => String.fromCharCode(65 + Number(d)))
    .join('');
  const first15 = `${letters}80A01H501`;
  return `${first15}${codiceFiscaleControlLetter(first15)}`;
}

export async function benchImport(b: ImportBench): Promise<ImportFigures> {
  const dir = path.join(b.work, 'import');
  await mkdir(dir, { recursive: true });
  const ids: number[] = [];
  for (let c = 0; c < b.clients; c++) {
    const created = await b.json(
      'POST',
      '/api/admin/users',
      {
        username: `import.${c}`,
        fullName: `Cliente Import ${c}`,
        email: `import.${c}@example.it`,
        password: `Import-Bench-${c}-Password`,
        codiceFiscale: codiceFiscaleFor(c),
      },
      b.adminCookie,
    );
    ids.push(Number(created.data.id));
  }
  const files: { file: string; userId: number }[] = [];
  for (let i = 0; i < b.files; i++) {
    const c = i % b.clients;
    const file = path.join(dir, `cedolino_2026_11_${codiceFiscaleFor(c)}_${i}.pdf`);
    await writePdf(file, b.fileSize);
    files.push({ file, userId: ids[c]! });
  }
  await b.json('POST', '/api/user/confirm-identity', { password: b.adminPassword }, b.adminCookie);
  const token = await b.json(
    'POST',
    '/api/admin/api-tokens',
    { name: 'Benchmark import', scopes: ['documents:write'], expiresAt: addDays(romeToday(), 1) },
    b.adminCookie,
  );

  // The baseline: the same files, one upload each through the admin's route.
  let started = process.hrtime.bigint();
  const uploadsPeak = await b.memory.during(async () => {
    for (const [i, f] of files.entries())
      await uploadPdf(b.serverUrl, b.adminCookie, { ...f, size: b.fileSize, title: `Caricamento ${i}` });
  });
  const uploadsMs = Number(process.hrtime.bigint() - started) / 1e6;

  let importMs = 0;
  const peak = await b.memory.during(async () => {
    started = process.hrtime.bigint();
    const result = await importCommand({
      source: dir,
      siteUrl: b.serverUrl,
      token: String(token.data.token),
      dryRun: false,
      confirmProposed: false,
      print: () => {},
    });
    importMs = Number(process.hrtime.bigint() - started) / 1e6;
    if (result.stored !== b.files || result.failed.length > 0)
      throw new Error(`the import stored ${result.stored} of ${b.files}: ${JSON.stringify(result.failed)}`);
  });
  return { files: b.files, fileSize: b.fileSize, importMs, uploadsMs, peak, uploadsPeak };
}

export function importReport(f: ImportFigures): string[] {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const total = f.files * f.fileSize;
  return [
    `import     ${f.files} files of ${(f.fileSize / 1024).toFixed(0)} KB (${mb(total)}) with npm run import's code: ${(f.importMs / 1000).toFixed(1)} s; the same files uploaded one by one through the admin's route: ${(f.uploadsMs / 1000).toFixed(1)} s (ratio ${(f.importMs / f.uploadsMs).toFixed(2)})`,
    `import     server peak memory growth ${mb(f.peak.peak - f.peak.baseline)} (${((f.peak.peak - f.peak.baseline) / total).toFixed(3)} × the files; RSS ${mb(f.peak.baseline)} → ${mb(f.peak.peak)}, ${f.peak.source}); during the one-by-one uploads before it ${mb(f.uploadsPeak.peak - f.uploadsPeak.baseline)}`,
  ];
}
