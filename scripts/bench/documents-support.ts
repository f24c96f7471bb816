import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { Readable } from 'node:stream';

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
