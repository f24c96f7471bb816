// Feeds and servers that try to hurt the fetcher: each must fail safely, or be read safely.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serveFile } from '../../test/support/feed-server';
import { NOW, setupFetchHarness } from '../../test/support/news-fetch-harness';

const h = setupFetchHarness();
const { feed, run, storedItems, statusOf, expectFailure } = h;

describe('hostile XML', () => {
  it('does not expand a billion-laughs entity bomb', async () => {
    h.server.route('/bomb', serveFile('billion-laughs.xml'));
    const [outcome] = await run([feed('Bomba', '/bomb')]);
    expect(outcome).toMatchObject({ result: 'stored', items: 1 });
    // Expanded, &lol9; would be 10^9 "lol"s (3 GB): the reference stays as written.
    expect(await storedItems()).toEqual([
      expect.objectContaining({ title: 'Titolo &lol9;', description: 'Testo &lol9; fine' }),
    ]);
  });

  it('refuses a feed with an external entity without reading the file', async () => {
    h.server.route('/xxe', serveFile('external-entity.xml'));
    const [outcome] = await run([feed('XXE', '/xxe')]);
    expect(outcome).toEqual({
      source: 'XXE',
      result: 'failed',
      error: 'XML non valido: External entities are not supported',
    });
    expect(await storedItems()).toEqual([]);
    await expectFailure('XXE', 'XML non valido: External entities are not supported');
  });

  it('refuses malformed XML and stores nothing from it', async () => {
    h.server.route('/broken', serveFile('malformed.xml'));
    const [outcome] = await run([feed('Rotto', '/broken')]);
    expect(outcome).toMatchObject({ result: 'failed', error: expect.stringMatching(/^XML non valido: /) });
    expect(await storedItems()).toEqual([]);
    expect((await statusOf('Rotto'))!.lastError).toMatch(/^XML non valido: /);
  });
});

describe('hostile servers', () => {
  it('stops reading a 5 MB body at the 2 MB cap', async () => {
    let sent = 0;
    h.server.route('/huge', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.write('<?xml version="1.0"?><rss version="2.0"><channel><title>x</title>');
      const chunk = `<item><title>${'x'.repeat(1000)}</title><link>https://x.example/</link></item>`;
      const push = () => {
        while (sent < 5 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', push);
        }
        res.end('</channel></rss>');
      };
      res.on('close', () => res.removeAllListeners('drain'));
      push();
    });
    const [outcome] = await run([feed('Enorme', '/huge')]);
    expect(outcome).toMatchObject({ result: 'failed', error: 'Risposta troppo grande: oltre 2097152 byte' });
    await expectFailure('Enorme', 'Risposta troppo grande: oltre 2097152 byte');
  });

  it('refuses a declared Content-Length over the cap and a gzip bomb', async () => {
    h.server.route('/declared-huge', (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/rss+xml',
        'content-length': String(5 * 1024 * 1024),
      });
      res.write('<rss>');
    });
    const bomb = gzipSync(Buffer.alloc(5 * 1024 * 1024, 0x20));
    h.server.route('/gzip-bomb', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-encoding': 'gzip' }).end(bomb);
    });
    const outcomes = await run([feed('Dichiarato', '/declared-huge'), feed('Gzip', '/gzip-bomb')]);
    expect(bomb.length).toBeLessThan(10_000);
    expect(outcomes.map((o) => o.result === 'failed' && o.error)).toEqual([
      'Risposta troppo grande: oltre 2097152 byte',
      'Risposta troppo grande: oltre 2097152 byte',
    ]);
  });

  it('gives up on a slow feed at the deadline', async () => {
    h.server.route('/slow', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.write('<?xml version="1.0"?><rss version="2.0"><channel>');
      // ...and nothing more, ever.
    });
    h.server.route('/silent', () => {});
    const outcomes = await run([feed('Lento', '/slow'), feed('Muto', '/silent')], {
      http: { timeoutMs: 300 },
    });
    expect(outcomes.map((o) => o.result === 'failed' && o.error)).toEqual([
      'Tempo scaduto: risposta non completa entro 300 ms',
      'Tempo scaduto: risposta non completa entro 300 ms',
    ]);
    await expectFailure('Lento', 'Tempo scaduto: risposta non completa entro 300 ms');
  });

  it('records a 500 and keeps what an earlier fetch stored', async () => {
    h.server.route('/flaky', serveFile('rss2.xml'));
    await run([feed('FiscoOggi', '/flaky')]);
    h.server.route('/flaky', (_req, res) => res.writeHead(500).end('Internal Server Error'));
    const later = new Date(NOW.getTime() + 30 * 60 * 1000);
    const [outcome] = await run([feed('FiscoOggi', '/flaky')], { now: later });
    expect(outcome).toEqual({ source: 'FiscoOggi', result: 'failed', error: 'Risposta HTTP 500' });
    expect(await storedItems()).toHaveLength(3);
    expect(await statusOf('FiscoOggi')).toMatchObject({
      lastAttemptAt: later,
      lastSuccessAt: NOW,
      lastErrorAt: later,
      lastError: 'Risposta HTTP 500',
      itemCount: 3,
    });
  });

  it('refuses a redirect to another host without following it', async () => {
    h.server.route('/moved', (_req, res) =>
      res.writeHead(302, { location: `http://localhost:${h.server.port}/rss2.xml` }).end(),
    );
    h.server.route('/rss2.xml', serveFile('rss2.xml'));
    const [outcome] = await run([feed('Altrove', '/moved')]);
    expect(outcome).toMatchObject({
      error: `Reindirizzamento verso un altro host rifiutato: localhost:${h.server.port}`,
    });
    expect(h.server.requests.map((r) => r.path)).toEqual(['/moved']);
    await expectFailure(
      'Altrove',
      `Reindirizzamento verso un altro host rifiutato: localhost:${h.server.port}`,
    );
  });

  it('stops a redirect loop after 3 redirects', async () => {
    h.server.route('/loop-a', (_req, res) => res.writeHead(301, { location: '/loop-b' }).end());
    h.server.route('/loop-b', (_req, res) => res.writeHead(307, { location: '/loop-a' }).end());
    const [outcome] = await run([feed('Giro', '/loop-a')]);
    expect(outcome).toMatchObject({ error: 'Troppi reindirizzamenti (più di 3)' });
    expect(h.server.requests.map((r) => r.path)).toEqual(['/loop-a', '/loop-b', '/loop-a', '/loop-b']);
  });

  it('follows up to 3 redirects on the same host and resolves links against the final address', async () => {
    h.server.route('/r1', (_req, res) => res.writeHead(301, { location: '/r2' }).end());
    h.server.route('/r2', (_req, res) => res.writeHead(302, { location: '/r3' }).end());
    h.server.route('/r3', (_req, res) => res.writeHead(308, { location: '/nuovo/rss2.xml' }).end());
    h.server.route('/nuovo/rss2.xml', serveFile('rss2.xml'));
    const [outcome] = await run([feed('FiscoOggi', '/r1')]);
    expect(outcome).toMatchObject({ result: 'stored', items: 3 });
    expect((await storedItems()).map((i) => i.url)).toContain(h.server.url('/articoli/iva-fatturazione'));
  });
});
