import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PUBLIC_URL_PLACEHOLDER } from '@common/site-url';
import { isWorkerScript, pageCsp, WORKER_CSP } from './page-csp';

export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** A page's own Content-Security-Policy, or a worker's script's (the API's otherwise). */
  csp?: string;
}

/** A file's validator: its bytes' hash. */
export const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** A page is reached only by its path, never by its file's name. */
export const isPage = (file: StaticFile) => file.type.startsWith('text/html');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything without a content hash in its name is revalidated on each use (cheap: ETag → 304).
const REVALIDATE = 'no-cache';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The body with the build's URL placeholder replaced; the same Buffer when there is none. */
function withPublicUrl(raw: Buffer, type: string, publicUrl: string): Buffer {
  if (!type.includes('charset=utf-8') || !raw.includes(PUBLIC_URL_PLACEHOLDER)) return raw;
  return Buffer.from(raw.toString('utf8').replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl));
}

/**
 * Loads the built front end into memory with its precompressed variants
 * (`.br`, `.gz` written by scripts/compress-build.ts), keyed by URL path.
 */
export async function loadStaticSite(root: string, publicUrl: string): Promise<Map<string, StaticFile>> {
  const site = new Map<string, StaticFile>();
  if (!existsSync(root)) return site;
  const files = await listFiles(root);
  const present = new Set(files);
  for (const file of files) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const rel = path.relative(root, file).split(path.sep).join('/');
    const type = types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const raw = await readFile(file);
    const body = withPublicUrl(raw, type, publicUrl);
    const entry: StaticFile = {
      body,
      type,
      etag: etagOf(body),
      cacheControl: rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
    };
    if (body !== raw) {
      entry.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      entry.gzip = gzipSync(body, { level: 9 });
    } else {
      if (present.has(`${file}.br`)) entry.br = await readFile(`${file}.br`);
      if (present.has(`${file}.gz`)) entry.gzip = await readFile(`${file}.gz`);
    }
    if (type.startsWith('text/html')) entry.csp = pageCsp(body.toString('utf8'));
    else if (isWorkerScript(rel)) entry.csp = WORKER_CSP;
    site.set(`/${rel}`, entry);
  }
  return site;
}
