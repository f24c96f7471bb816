import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FeedServer, serveFile, startFeedServer } from '../../test/support/feed-server';
import { FEED_HTTP_DEFAULTS, type FeedHttpOptions, getFeed } from './http-get';
import type { Resolver } from './ip-guard';

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
  server.route('/rss2.xml', serveFile('rss2.xml'));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const production: FeedHttpOptions = { ...FEED_HTTP_DEFAULTS, userAgent: 'test' };

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    return `${(err as Error).name}: ${(err as Error).message}`;
  }
  throw new Error('the fetch succeeded');
}

describe('with the production rules', () => {
  it('refuses plain http before connecting', async () => {
    expect(await failure(getFeed(server.url('/rss2.xml'), {}, production))).toBe(
      `FeedError: Indirizzo rifiutato: è ammesso solo https (http://127.0.0.1:${server.port})`,
    );
    expect(server.requests).toEqual([]);
  });

  it('refuses loopback and private addresses before connecting (SSRF guard)', async () => {
    const allowHttp = { ...production, allowHttp: true };
    expect(await failure(getFeed(server.url('/rss2.xml'), {}, allowHttp))).toBe(
      'FeedError: Indirizzo privato o locale rifiutato: 127.0.0.1 → 127.0.0.1',
    );
    expect(await failure(getFeed(`http://localhost:${server.port}/rss2.xml`, {}, allowHttp))).toMatch(
      /^FeedError: Indirizzo privato o locale rifiutato: localhost → (127\.0\.0\.1|::1)$/,
    );
    expect(await failure(getFeed('https://[::1]/feed', {}, production))).toBe(
      'FeedError: Indirizzo privato o locale rifiutato: ::1 → ::1',
    );
    expect(await failure(getFeed('https://169.254.169.254/latest/meta-data', {}, production))).toBe(
      'FeedError: Indirizzo privato o locale rifiutato: 169.254.169.254 → 169.254.169.254',
    );
    expect(server.requests).toEqual([]);
  });

  it('refuses a name with any private address among its public ones', async () => {
    const resolver: Resolver = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    expect(await failure(getFeed('https://feeds.example.test/rss', {}, { ...production, resolver }))).toBe(
      'FeedError: Indirizzo privato o locale rifiutato: feeds.example.test → 10.0.0.7',
    );
  });

  it('reports a name that does not resolve', async () => {
    const resolver: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await failure(getFeed('https://nowhere.example.test/rss', {}, { ...production, resolver }))).toBe(
      'FeedError: Nome host non risolto: nowhere.example.test (ENOTFOUND)',
    );
  });
});

describe('the connection', () => {
  it('connects to the address it checked, sending the feed host name', async () => {
    // The system resolver does not know this name: the request can only arrive
    // if the connection uses the address the guard resolved and checked.
    const resolver: Resolver = async (host) =>
      host === 'feeds.example.test' ? [{ address: '127.0.0.1', family: 4 }] : [];
    const res = await getFeed(
      `http://feeds.example.test:${server.port}/rss2.xml`,
      {},
      {
        ...production,
        allowHttp: true,
        allowPrivateAddresses: true,
        resolver,
      },
    );
    expect(res.notModified).toBe(false);
    expect(server.requests).toEqual([
      expect.objectContaining({
        path: '/rss2.xml',
        headers: expect.objectContaining({ host: `feeds.example.test:${server.port}` }),
      }),
    ]);
  });

  it('refuses an encoding it cannot decode', async () => {
    server.route('/zstd', (_req, res) => res.writeHead(200, { 'content-encoding': 'zstd' }).end('x'));
    const options = { ...production, allowHttp: true, allowPrivateAddresses: true };
    expect(await failure(getFeed(server.url('/zstd'), {}, options))).toBe(
      'FeedError: Codifica della risposta non supportata: zstd',
    );
  });

  it('reports a refused connection', async () => {
    const closed = await startFeedServer();
    const url = closed.url('/rss2.xml');
    await closed.close();
    const options = { ...production, allowHttp: true, allowPrivateAddresses: true };
    expect(await failure(getFeed(url, {}, options))).toBe(
      'FeedError: Connessione non riuscita: ECONNREFUSED',
    );
  });

  it('stops at once when the server shuts down', async () => {
    server.route('/never', () => {});
    const controller = new AbortController();
    const options = {
      ...production,
      allowHttp: true,
      allowPrivateAddresses: true,
      signal: controller.signal,
    };
    const pending = failure(getFeed(server.url('/never'), {}, options));
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toBe('FeedError: Lettura interrotta: il server si sta arrestando');
  });
});
