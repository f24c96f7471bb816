/**
 * The ZIP case of `npm run bench:documents`: N distinct PDFs uploaded for one
 * client, then fetched by that client as one archive (`GET
 * /api/documents/archive`) several times. Measures the server's peak memory
 * growth over those downloads and the archive's speed against reading the
 * same files from disk with fs.createReadStream, interleaved in the same run.
 * The first archive is saved and unzipped: every entry's SHA-256 must equal
 * the uploaded file's.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { archiveUrl } from '../../common/documents';
import { unzipEntries } from '../../test/support/unzip';
import {
  drain,
  type MemoryPeak,
  type memoryProbe,
  readText,
  request,
  uploadPdf,
  writePdf,
} from './documents-support';
import { percentile, timeMs } from './support';

export interface ArchiveBench {
  serverUrl: string;
  /** The admin's session: uploads. */
  adminCookie: string;
  /** The client's session: downloads their own documents, as in the client area. */
  clientCookie: string;
  userId: number;
  work: string;
  memory: ReturnType<typeof memoryProbe>;
  files: number;
  fileSize: number;
  runs: number;
}

export interface ArchiveFigures {
  archiveBytes: number;
  filesBytes: number;
  peak: MemoryPeak<void>;
  archiveMs: number[];
  headersMs: number[];
  diskMs: number[];
  verifiedEntries: number;
}

export async function benchArchive(b: ArchiveBench): Promise<ArchiveFigures> {
  const dir = path.join(b.work, 'archivio');
  await mkdir(dir, { recursive: true });
  const sources: { file: string; sha256: string; id: number }[] = [];
  for (let i = 1; i <= b.files; i++) {
    const file = path.join(dir, `documento-${String(i).padStart(2, '0')}.pdf`);
    const sha256 = await writePdf(file, b.fileSize);
    const { id, size } = await uploadPdf(b.serverUrl, b.adminCookie, {
      file,
      size: b.fileSize,
      userId: b.userId,
      title: `Archivio ${i}`,
    });
    if (size !== b.fileSize) throw new Error(`the server stored ${size} bytes, not ${b.fileSize}`);
    sources.push({ file, sha256, id });
  }
  const url = `${b.serverUrl}${archiveUrl(
    '/api/documents/archive',
    sources.map((s) => s.id),
  )}`;

  const headersMs: number[] = [];
  async function fetchArchive(sink?: (res: NodeJS.ReadableStream) => Promise<number>) {
    const started = process.hrtime.bigint();
    const res = await request(url, { headers: { cookie: b.clientCookie } });
    headersMs.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (res.status !== 200)
      throw new Error(`the archive answered ${res.status}: ${await readText(res.body)}`);
    const bytes = sink ? await sink(res.body) : await drain(res.body);
    if (bytes !== Number(res.headers['content-length'])) {
      throw new Error(
        `the archive sent ${bytes} bytes, content-length said ${res.headers['content-length']}`,
      );
    }
    return bytes;
  }

  // First, not timed: saved, unzipped, every entry checked against what was uploaded.
  const saved = path.join(b.work, 'archivio.zip');
  const archiveBytes = await fetchArchive(async (body) => {
    await pipeline(body, createWriteStream(saved));
    return (await stat(saved)).size;
  });
  const entries = await unzipEntries(saved);
  await rm(saved);
  const expected = sources.map((s) => `${path.basename(s.file)} ${s.sha256}`);
  const got = entries.map((e) => `${e.name} ${e.sha256}`);
  if (JSON.stringify(got) !== JSON.stringify(expected)) {
    throw new Error(`the archive's entries differ from the uploads:\n${got.join('\n')}`);
  }

  const archiveMs: number[] = [];
  const diskMs: number[] = [];
  headersMs.length = 0;
  const peak = await b.memory.during(async () => {
    for (let i = 0; i < b.runs; i++) {
      let bytes = 0;
      archiveMs.push(await timeMs(async () => (bytes = await fetchArchive())));
      if (bytes !== archiveBytes) throw new Error(`archive ${i + 1} had ${bytes} bytes, not ${archiveBytes}`);
      diskMs.push(
        await timeMs(async () => {
          for (const s of sources) await drain(createReadStream(s.file));
        }),
      );
    }
  });
  return {
    archiveBytes,
    filesBytes: b.files * b.fileSize,
    peak,
    archiveMs,
    headersMs,
    diskMs,
    verifiedEntries: entries.length,
  };
}

/** The figures as the benchmark prints them. */
export function archiveReport(f: ArchiveFigures): string[] {
  const MB = 1024 * 1024;
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  const g = f.peak.peak - f.peak.baseline;
  const growth = `${mb(g)} (goal < 30 MB; ${((g / f.archiveBytes) * 100).toFixed(1)} % of the archive; RSS ${mb(f.peak.baseline)} → ${mb(f.peak.peak)}, ${f.peak.source})`;
  const archiveSpeed = f.archiveBytes / MB / (percentile(f.archiveMs, 50) / 1000);
  const diskSpeed = f.filesBytes / MB / (percentile(f.diskMs, 50) / 1000);
  return [
    `ZIP        ${f.verifiedEntries} files, ${(f.archiveBytes / MB).toFixed(1)} MB archive, ${f.archiveMs.length} downloads`,
    `ZIP        server peak memory growth ${growth}`,
    `ZIP        median ${percentile(f.archiveMs, 50).toFixed(0)} ms = ${archiveSpeed.toFixed(0)} MB/s (p95 ${percentile(f.archiveMs, 95).toFixed(0)} ms; headers after ${percentile(f.headersMs, 50).toFixed(1)} ms)`,
    `disk read  median ${percentile(f.diskMs, 50).toFixed(0)} ms = ${diskSpeed.toFixed(0)} MB/s (fs.createReadStream, the same ${f.verifiedEntries} files)`,
    `ratio ZIP/disk speed: ${(archiveSpeed / diskSpeed).toFixed(2)}`,
    `every entry of the ZIP unzipped, names and sha256 equal to the uploads (${f.verifiedEntries} entries)`,
  ];
}
