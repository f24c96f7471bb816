import { readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const fixturesDir = path.resolve(import.meta.dirname, '../fixtures/feeds');

/** The bytes of a feed file under test/fixtures/feeds. */
export function feedFixture(name: string): Buffer {
  return readFileSync(path.join(fixturesDir, name));
}

export type FeedRoute = (req: IncomingMessage, res: ServerResponse) => void;

export interface FeedServer {
  /** http://127.0.0.1:port + path */
  url(pathname: string): string;
  port: number;
  /** Every request received, in order. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  route(pathname: string, handler: FeedRoute): void;
  close(): Promise<void>;
}

/** Serves a fixture as a feed would be served, with extra headers. */
export function serveFile(name: string, headers: Record<string, string> = {}): FeedRoute {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', ...headers });
    res.end(feedFixture(name));
  };
}

/**
 * A feed server on the loopback interface, for the fetcher's tests: they run
 * offline and allow plain http and 127.0.0.1 explicitly.
 */
export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, FeedRoute>();
  const requests: FeedServer['requests'] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push({ path: pathname, headers: req.headers });
    const handler = routes.get(pathname);
    if (handler) return handler(req, res);
    res.writeHead(404).end();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    requests,
    route: (pathname, handler) => void routes.set(pathname, handler),
    close: async () => {
      // A slow route never ends its answer: cut every connection.
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
