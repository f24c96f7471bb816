import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';

export interface MemoryPeak<T> {
  result: T;
  /** Resident set size just before, in bytes. */
  baseline: number;
  /** Highest resident set size seen during the work, in bytes. */
  peak: number;
  /** 'VmHWM' when the kernel's own peak could be reset and read, else 'samples'. */
  source: 'VmHWM' | 'samples';
}

/**
 * The peak memory of another process during some work. The kernel keeps the
 * exact peak (VmHWM) and lets the owner reset it through clear_refs; frequent
 * samples of VmRSS back that up where the reset is not allowed.
 */
export function memoryProbe(pid: number) {
  const statusFile = `/proc/${pid}/status`;
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(readFileSync(statusFile, 'utf8'));
    if (!match) throw new Error(`no ${name} in ${statusFile}`);
    return Number(match[1]) * 1024;
  };
  return {
    rss: () => field('VmRSS'),
    async during<T>(work: () => Promise<T>, sampleMs = 2): Promise<MemoryPeak<T>> {
      let source: MemoryPeak<T>['source'] = 'samples';
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
        source = 'VmHWM';
      } catch {
        // Not permitted here (some containers): the samples alone give the peak.
      }
      const baseline = field('VmRSS');
      let peak = baseline;
      const timer = setInterval(() => {
        peak = Math.max(peak, field('VmRSS'));
      }, sampleMs);
      let result: T;
      try {
        result = await work();
      } finally {
        clearInterval(timer);
      }
      peak = Math.max(peak, field('VmRSS'), source === 'VmHWM' ? field('VmHWM') : 0);
      return { result, baseline, peak, source };
    },
  };
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Readable;
}

/** One HTTP request on a fresh connection; the body, when given, is streamed. */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string | number>; body?: Readable | Buffer },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      agent: false,
    });
    req.once('error', reject);
    req.once('response', (res) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: res }));
    const { body } = options;
    if (body === undefined) req.end();
    else if (Buffer.isBuffer(body)) req.end(body);
    else {
      body.once('error', (err) => req.destroy(err));
      body.pipe(req);
    }
  });
}

export async function readText(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads a stream to its end; `onChunk` sees each chunk (for a hash), nothing is kept. */
export async function drain(body: Readable, onChunk?: (chunk: Buffer) => void): Promise<number> {
  let bytes = 0;
  for await (const chunk of body) {
    bytes += (chunk as Buffer).length;
    onChunk?.(chunk as Buffer);
  }
  return bytes;
}

/** A valid-looking PDF of exactly `size` bytes; random content, so nothing compresses it away. Returns its SHA-256. */
export async function writePdf(file: string, size: number): Promise<string> {
  const head = Buffer.from('%PDF-1.7\n');
  const tail = Buffer.from('\n%%EOF\n');
  const bytes = Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
  await writeFile(file, bytes);
  return createHash('sha256').update(bytes).digest('hex');
}

/** `POST /api/documents/upload` with the file streamed from disk, as a browser sends it. */
export async function uploadPdf(
  serverUrl: string,
  cookie: string,
  upload: { file: string; size: number; userId: number; title: string },
): Promise<{ id: number; size: number }> {
  const boundary = `studio-bench-${randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    `${field('title', upload.title)}${field('userId', String(upload.userId))}--${boundary}\r\n` +
      `Content-Disposition: form-data; name="file"; filename="${path.basename(upload.file)}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Readable.from(
    (async function* () {
      yield head;
      yield* createReadStream(upload.file);
      yield tail;
    })(),
  );
  const res = await request(`${serverUrl}/api/documents/upload`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + upload.size + tail.length,
    },
    body,
  });
  const text = await readText(res.body);
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${text}`);
  return JSON.parse(text) as { id: number; size: number };
}
