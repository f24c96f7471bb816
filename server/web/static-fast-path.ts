import { randomBytes } from 'node:crypto';
import {
  Agent,
  createServer,
  type IncomingMessage,
  type RequestOptions,
  request,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type Encoding, pickEncoding } from './negotiate';

/** A URL the site answers from memory, and which precompressed forms its file has. */
export interface StaticUrl {
  url: string;
  available: { br?: unknown; gzip?: unknown };
}

interface Prepared {
  status: number;
  /** Name, value, name, value…: what `writeHead` takes fastest. */
  headers: string[];
  body: Buffer;
}

// Set for each request by Node, or by the app (a request id, for a failure to quote: a file from
// memory never fails), never replayed.
const PER_REQUEST = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);
// A file from memory answers at once: a server that does not is one to leave to the router.
const ASK_TIMEOUT_MS = 10_000;
// Marks the fast path's own requests to the server while it prepares (never logged); the value is
// this process's own, so no visitor can pass for it.
const OWN_REQUEST_HEADER = 'x-studio-fast-path-prepares';
// Browsers send a handful of distinct Accept-Encoding values: each is parsed once.
const MAX_ACCEPT_VALUES = 64;

/**
 * Static files answered from memory before Fastify sees the request. Through
 * Fastify a static file costs its routing, hooks and security headers each
 * time, and the server answered about half of what nginx does with the same
 * files (`npm run bench:serve`). Once the server listens, every static URL is
 * asked of it over its own socket in each encoding, and the answer, every
 * header included, is kept: the fast path can only repeat what the app says.
 * Anything else goes to Fastify: other methods, query strings, conditional
 * requests (304), unknown paths.
 */
export function createStaticFastPath() {
  let prepared = new Map<string, { available: StaticUrl['available']; byEncoding: Map<string, Prepared> }>();
  const stats = { served: 0 };
  const accepted = new Map<string, { br: boolean; gzip: boolean }>();

  /** Which precompressed forms an Accept-Encoding value takes, remembered per value. */
  function accepts(header: string | undefined) {
    const key = header ?? '';
    let found = accepted.get(key);
    if (!found) {
      found = {
        br: pickEncoding(header, { br: true }) === 'br',
        gzip: pickEncoding(header, { gzip: true }) === 'gzip',
      };
      if (accepted.size >= MAX_ACCEPT_VALUES) accepted.clear();
      accepted.set(key, found);
    }
    return found;
  }

  let preparing = false;
  const ownKey = randomBytes(16).toString('hex');
  const ownRequests = new WeakSet<IncomingMessage>();

  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (preparing) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.headers['if-none-match'] !== undefined) return false;
    const entry = prepared.get(req.url ?? '');
    if (!entry) return false;
    // As pickEncoding: brotli first, then gzip, among the forms the file has.
    const takes = accepts(req.headers['accept-encoding']);
    const encoding =
      entry.available.br && takes.br ? 'br' : entry.available.gzip && takes.gzip ? 'gzip' : 'identity';
    const answer = entry.byEncoding.get(encoding);
    if (!answer) return false;
    stats.served++;
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
    return true;
  }

  return {
    stats,
    /** Whether the fast path itself sent this request, preparing (the log leaves those out). */
    isOwnRequest: (req: IncomingMessage) => ownRequests.has(req),
    serverFactory: (
      handler: (req: IncomingMessage, res: ServerResponse) => void,
      options: Record<string, unknown>,
    ): Server => {
      const server = createServer((options.http as ServerOptions | undefined) ?? {}, (req, res) => {
        if (req.headers[OWN_REQUEST_HEADER] !== undefined) {
          if (preparing && req.headers[OWN_REQUEST_HEADER] === ownKey) ownRequests.add(req);
          // The app answers it as it answers a visitor: the kept answer is theirs.
          delete req.headers[OWN_REQUEST_HEADER];
        }
        if (!serve(req, res)) handler(req, res);
      });
      // Set up as Fastify sets up its own server: its timeouts (72 s keep-alive, past a proxy's idle limit).
      server.keepAliveTimeout = options.keepAliveTimeout as number;
      server.requestTimeout = options.requestTimeout as number;
      server.setTimeout(options.connectionTimeout as number);
      const perSocket = options.maxRequestsPerSocket as number | undefined;
      if (perSocket) server.maxRequestsPerSocket = perSocket;
      return server;
    },
    /** Asks the listening server for each URL in each encoding its file has, and keeps the answers. */
    async prepare(app: FastifyInstance, urls: readonly StaticUrl[]): Promise<number> {
      const next = new Map<
        string,
        { available: StaticUrl['available']; byEncoding: Map<string, Prepared> }
      >();
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      preparing = true;
      try {
        const target = ownAddress(app.server.address());
        for (const { url, available } of urls) {
          const byEncoding = new Map<string, Prepared>();
          const encodings: (Encoding | 'identity')[] = ['identity'];
          if (available.gzip) encodings.push('gzip');
          if (available.br) encodings.push('br');
          for (const encoding of encodings) {
            const { encoding: answered = 'identity', ...answer } = await askOverSocket({
              ...target,
              agent,
              path: url,
              headers: { 'accept-encoding': encoding, [OWN_REQUEST_HEADER]: ownKey },
              timeout: ASK_TIMEOUT_MS,
            });
            // Only what the app answered as asked: anything else stays with Fastify.
            if (answered === encoding) byEncoding.set(encoding, answer);
          }
          next.set(url, { available, byEncoding });
        }
      } finally {
        preparing = false;
        agent.destroy();
      }
      prepared = next;
      return next.size;
    },
  };
}

/**
 * Where a request reaches this very server: a pipe by its path, a wildcard address through IPv4's
 * loopback (Node's `::` takes IPv4 too, and a host may have no `::1`).
 */
function ownAddress(address: AddressInfo | string | null) {
  if (!address) throw new Error('the server does not listen');
  if (typeof address === 'string') return { socketPath: address };
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  return { host: wildcard ? '127.0.0.1' : address.address, port: address.port };
}

/** One GET over a real socket: the status, the headers as sent but those of the request itself, the body as sent. */
export function askOverSocket(options: RequestOptions) {
  return new Promise<Prepared & { encoding?: string }>((resolve, reject) => {
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const headers: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!.toLowerCase();
          if (!PER_REQUEST.has(name)) headers.push(name, res.rawHeaders[i + 1]!);
        }
        const encoding = res.headers['content-encoding'];
        resolve({ status: res.statusCode!, headers, body: Buffer.concat(chunks), encoding });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer to ${options.path} in time`)));
    req.on('error', reject);
    req.end();
  });
}

export type StaticFastPath = ReturnType<typeof createStaticFastPath>;
