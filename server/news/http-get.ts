import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { FeedError } from './feed-error';
import { type Resolver, resolvePublicAddress } from './ip-guard';

export interface FeedHttpOptions {
  /** For the whole exchange: every redirect and the last byte of the body. */
  timeoutMs: number;
  /** After decompression, so a small gzip bomb is caught too. */
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
  /** Tests only: plain http and loopback addresses (a local feed server). */
  allowHttp: boolean;
  allowPrivateAddresses: boolean;
  resolver?: Resolver;
  /** Aborts the fetch when the server shuts down. */
  signal?: AbortSignal;
}

export const FEED_HTTP_DEFAULTS = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  allowHttp: false,
  allowPrivateAddresses: false,
} as const;

export interface Validators {
  etag?: string | null;
  lastModified?: string | null;
}

export type FeedResponse =
  | { notModified: true; url: string }
  | {
      notModified: false;
      /** Where the feed was finally read from: relative links resolve against it. */
      url: string;
      body: Buffer;
      contentType: string | undefined;
      etag: string | null;
      lastModified: string | null;
    };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const ACCEPT =
  'application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${ms / 1000} s`;
}

/**
 * GET of one feed with our own rules (the parsers' fetchers have none): https
 * only, every address checked before connecting, redirects only within the same
 * host, a deadline and a size cap, conditional on the validators of the last fetch.
 */
export async function getFeed(
  url: string,
  validators: Validators,
  options: FeedHttpOptions,
): Promise<FeedResponse> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  try {
    return await follow(new URL(url), validators, options, signal);
  } catch (err) {
    if (deadline.aborted) {
      throw new FeedError(`Tempo scaduto: risposta non completa entro ${duration(options.timeoutMs)}`);
    }
    if (signal.aborted) throw new FeedError('Lettura interrotta: il server si sta arrestando');
    if (err instanceof FeedError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code?.startsWith('Z_')) throw new FeedError('Corpo compresso non valido');
    throw new FeedError(`Connessione non riuscita: ${code ?? (err as Error).message}`);
  }
}

async function follow(
  start: URL,
  validators: Validators,
  options: FeedHttpOptions,
  signal: AbortSignal,
): Promise<FeedResponse> {
  let url = start;
  for (let redirects = 0; ; redirects++) {
    const res = await request(url, validators, options, signal);
    const status = res.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      res.destroy();
      const location = res.headers.location;
      if (!location || !URL.canParse(location, url)) {
        throw new FeedError(`Reindirizzamento ${status} senza una destinazione valida`);
      }
      if (redirects >= options.maxRedirects) {
        throw new FeedError(`Troppi reindirizzamenti (più di ${options.maxRedirects})`);
      }
      const next = new URL(location, url);
      if (next.hostname !== start.hostname) {
        throw new FeedError(`Reindirizzamento verso un altro host rifiutato: ${next.host}`);
      }
      url = next;
      continue;
    }
    if (status === 304) {
      res.destroy();
      return { notModified: true, url: url.href };
    }
    if (status !== 200) {
      res.destroy();
      throw new FeedError(`Risposta HTTP ${status}`);
    }
    const body = await readBody(res, options.maxBytes, signal);
    return {
      notModified: false,
      url: url.href,
      body,
      contentType: res.headers['content-type'],
      etag: res.headers.etag ?? null,
      lastModified: res.headers['last-modified'] ?? null,
    };
  }
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function request(
  url: URL,
  validators: Validators,
  options: FeedHttpOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && options.allowHttp);
  if (!allowed)
    throw new FeedError(`Indirizzo rifiutato: è ammesso solo https (${url.protocol}//${url.host})`);
  const target = await abortable(resolvePublicAddress(url.hostname, options), signal);
  // Connect to the address just checked, never to a fresh DNS answer.
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const headers: Record<string, string> = {
    'user-agent': options.userAgent,
    accept: ACCEPT,
    'accept-encoding': 'gzip, deflate, br',
  };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method: 'GET', headers, lookup, signal, agent: false }, resolve);
    req.on('error', reject);
    req.end();
  });
}

function decompressor(encoding: string | undefined) {
  const value = (encoding ?? '').trim().toLowerCase();
  if (value === '' || value === 'identity') return null;
  if (value === 'gzip' || value === 'x-gzip') return zlib.createGunzip();
  if (value === 'deflate') return zlib.createInflate();
  if (value === 'br') return zlib.createBrotliDecompress();
  throw new FeedError(`Codifica della risposta non supportata: ${value}`);
}

async function readBody(res: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const tooBig = () => new FeedError(`Risposta troppo grande: oltre ${maxBytes} byte`);
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw tooBig();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      size += chunk.length;
      // Stop reading at once: the rest of the body is never downloaded.
      if (size > maxBytes) throw tooBig();
      chunks.push(chunk);
    }
  };
  let decoder: ReturnType<typeof decompressor>;
  try {
    decoder = decompressor(res.headers['content-encoding']);
  } catch (err) {
    res.destroy();
    throw err;
  }
  try {
    if (decoder) await pipeline(res, decoder, collect, { signal });
    else await pipeline(res, collect, { signal });
  } catch (err) {
    // Tearing down a decompressor can surface as its own abort error: the cap is the reason.
    if (size > maxBytes) throw tooBig();
    throw err;
  }
  return Buffer.concat(chunks);
}
