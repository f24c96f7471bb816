import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedFixture, serveFile } from '../../test/support/feed-server';
import { NOW, setupFetchHarness } from '../../test/support/news-fetch-harness';
import { newsItems } from '../db/schema';

const h = setupFetchHarness();
const { feed, run, storedItems, statusOf, expectFailure } = h;

describe('the three formats', () => {
  it('stores an RSS 2.0 feed: absolute links, dates with their zones, enclosure and media images', async () => {
    h.server.route('/rss2.xml', serveFile('rss2.xml'));
    const outcomes = await run([feed('FiscoOggi', '/rss2.xml')]);
    expect(outcomes).toEqual([{ source: 'FiscoOggi', result: 'stored', items: 3, inserted: 3, updated: 0 }]);
    expect(await storedItems()).toEqual([
      {
        title: 'Dichiarazione precompilata: le novità del 2026',
        url: 'https://fonte.example/articoli/precompilata-2026',
        description: "L’Agenzia delle Entrate ha aperto l'accesso alla dichiarazione precompilata.",
        urlToImage: 'https://img.fonte.example/precompilata.jpg',
        publishedAt: new Date('2026-06-10T07:30:00Z'),
        source: 'FiscoOggi',
      },
      {
        title: 'IVA & fatturazione elettronica: chiarimenti',
        // Relative in the feed: resolved against the feed's own address.
        url: h.server.url('/articoli/iva-fatturazione'),
        description: 'Nuove risposte a interpello sulla fatturazione elettronica.',
        urlToImage: 'https://img.fonte.example/iva.png',
        publishedAt: new Date('2026-06-09T18:00:00Z'),
        source: 'FiscoOggi',
      },
      {
        title: 'Rottamazione quater, la scadenza di giugno',
        url: 'https://fonte.example/articoli/rottamazione',
        description: 'Il pagamento della rata scade a fine mese.',
        urlToImage: null,
        publishedAt: new Date('2026-06-08T11:15:00Z'),
        source: 'FiscoOggi',
      },
    ]);
    expect(await statusOf('FiscoOggi')).toMatchObject({
      url: h.server.url('/rss2.xml'),
      lastAttemptAt: NOW,
      lastSuccessAt: NOW,
      lastErrorAt: null,
      lastError: null,
      itemCount: 3,
    });
  });

  it('stores an Atom 1.0 feed: html titles and summaries as text, published before updated', async () => {
    h.server.route('/feed.atom', serveFile('atom.xml', { 'content-type': 'application/atom+xml' }));
    await run([feed('Atom', '/feed.atom')]);
    expect(await storedItems()).toEqual([
      {
        title: 'Bonus edilizi: cosa cambia',
        url: h.server.url('/notizie/bonus-edilizi'),
        description: 'Le detrazioni per il 2026 scendono al 36%.',
        urlToImage: 'https://atom.example/img/bonus.webp',
        publishedAt: new Date('2026-06-12T08:00:00Z'),
        source: 'Atom',
      },
      {
        title: 'Concordato preventivo biennale',
        url: 'https://atom.example/notizie/concordato',
        description: 'Adesione entro il 30 settembre.',
        urlToImage: null,
        publishedAt: new Date('2026-06-11T16:45:30.250Z'),
        source: 'Atom',
      },
    ]);
    expect(await statusOf('Atom')).toMatchObject({ lastSuccessAt: NOW, itemCount: 2 });
  });

  it('stores an RSS 1.0 / RDF feed with Dublin Core dates', async () => {
    h.server.route('/rdf', serveFile('rdf.xml', { 'content-type': 'application/rdf+xml' }));
    await run([feed('RDF', '/rdf')]);
    expect(await storedItems()).toEqual([
      {
        title: 'Modello 730: i rimborsi di luglio',
        url: 'https://rdf.example/news/1',
        description: 'I rimborsi arrivano in busta paga.',
        urlToImage: null,
        publishedAt: new Date('2026-06-05T10:00:00Z'),
        source: 'RDF',
      },
      {
        title: 'Ravvedimento operoso, le nuove sanzioni',
        url: 'https://rdf.example/news/2',
        description: null,
        urlToImage: null,
        // A bare date is midnight in Italy.
        publishedAt: new Date('2026-06-03T22:00:00Z'),
        source: 'RDF',
      },
    ]);
  });
});

describe('character sets', () => {
  it('reads a windows-1252 feed served without a charset from its XML declaration', async () => {
    h.server.route('/cp1252', serveFile('windows-1252.xml', { 'content-type': 'application/xml' }));
    await run([feed('Legacy', '/cp1252')]);
    const [item] = await storedItems();
    expect(item!.title).toBe('L’IVA sull’attività agricola: perché conviene');
    expect(item!.description).toBe('Un credito d’imposta di 1.000 € – “per tutti”, più o meno.');
  });

  it('reads a feed that declares ISO-8859-1', async () => {
    h.server.route('/latin1', serveFile('iso-8859-1.xml', { 'content-type': 'text/xml' }));
    await run([feed('Latin', '/latin1')]);
    const [item] = await storedItems();
    expect(item!.title).toBe('Società di comodo: c’è tempo fino a lunedì');
    expect(item!.description).toBe('Città, università e perché: « testo » con à è é ì ò ù °.');
  });

  it('lets the HTTP charset win over the XML declaration', async () => {
    h.server.route(
      '/declared',
      serveFile('iso-8859-1.xml', { 'content-type': 'text/xml; charset=windows-1252' }),
    );
    await run([feed('Latin', '/declared')]);
    expect((await storedItems())[0]!.title).toBe('Società di comodo: c’è tempo fino a lunedì');
  });
});

describe('content', () => {
  it('turns HTML in CDATA into plain text, drops scripts and caps the excerpt', async () => {
    h.server.route('/html', serveFile('cdata-html.xml'));
    await run([feed('HTML', '/html')]);
    const [first, second] = await storedItems();
    expect(first).toMatchObject({
      title: 'Flat tax & forfettari: le soglie',
      description:
        "Il regime forfettario resta a 85.000 € & non cambia. Per <maggiori> dettagli “leggi” l'articolo — fine.",
      // The first <img> of the description, resolved against the article's address.
      urlToImage: 'https://html.example/img/flat%20tax.jpg',
      publishedAt: new Date('2026-06-11T05:00:00Z'),
    });
    // 200 words in the feed: cut before 300 characters, at a word boundary.
    const words = Array.from({ length: 34 }, (_, i) => `parola${i + 1}`).join(' ');
    expect(second!.description).toBe(`${words}…`);
  });

  it('keeps items without a link out, and gives items without a usable date the fetch time', async () => {
    h.server.route('/incomplete', serveFile('missing-link-date.xml'));
    await run([feed('Incompleta', '/incomplete')]);
    expect(await storedItems()).toEqual([
      expect.objectContaining({ title: 'Data illeggibile', publishedAt: NOW }),
      expect.objectContaining({ title: 'Senza data', publishedAt: NOW }),
    ]);
    // A later run does not move them up: they keep the time they were first seen.
    const later = new Date(NOW.getTime() + 30 * 60 * 1000);
    const [outcome] = await run([feed('Incompleta', '/incomplete')], { now: later });
    expect(outcome).toMatchObject({ result: 'stored', inserted: 0, updated: 0 });
    expect((await storedItems()).map((i) => i.publishedAt)).toEqual([NOW, NOW]);
  });

  it('drops javascript: and data: links and images', async () => {
    h.server.route('/links', serveFile('javascript-link.xml'));
    await run([feed('Link', '/links')]);
    expect(await storedItems()).toEqual([
      expect.objectContaining({
        title: 'Un link normale',
        url: 'https://links.example/normale',
        urlToImage: null,
      }),
    ]);
  });

  it('updates an article whose text changed, keeping its row', async () => {
    h.server.route('/rss2.xml', serveFile('rss2.xml'));
    await run([feed('FiscoOggi', '/rss2.xml')]);
    const [before] = await h.app.db
      .select()
      .from(newsItems)
      .where(eq(newsItems.url, 'https://fonte.example/articoli/rottamazione'));
    const changed = feedFixture('rss2.xml')
      .toString()
      .replace('la scadenza di giugno', 'la scadenza slitta a luglio');
    h.server.route('/rss2.xml', (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(changed),
    );
    const [outcome] = await run([feed('FiscoOggi', '/rss2.xml')]);
    expect(outcome).toMatchObject({ result: 'stored', inserted: 0, updated: 1 });
    const [after] = await h.app.db
      .select()
      .from(newsItems)
      .where(eq(newsItems.url, 'https://fonte.example/articoli/rottamazione'));
    expect(after).toMatchObject({
      id: before!.id,
      title: 'Rottamazione quater, la scadenza slitta a luglio',
    });
  });
});

describe('several feeds', () => {
  it('keeps an article found in two feeds once, with the first feed of the list', async () => {
    h.server.route('/a', serveFile('duplicates-a.xml'));
    h.server.route('/b', serveFile('duplicates-b.xml'));
    const feeds = [feed('Prima', '/a'), feed('Seconda', '/b')];
    for (const now of [NOW, new Date(NOW.getTime() + 60_000)]) {
      await run(feeds, { now });
      expect(await storedItems()).toEqual([
        expect.objectContaining({
          url: 'https://condiviso.example/articolo',
          source: 'Prima',
          title: 'Articolo condiviso (prima fonte)',
        }),
        expect.objectContaining({ url: 'https://prima.example/solo', source: 'Prima' }),
        expect.objectContaining({ url: 'https://seconda.example/solo', source: 'Seconda' }),
      ]);
    }
    expect(await statusOf('Seconda')).toMatchObject({ itemCount: 2, lastError: null });
  });

  it('never lets one failing feed stop the others', async () => {
    h.server.route('/ok-1', serveFile('rss2.xml'));
    h.server.route('/down', (_req, res) => res.writeHead(503).end());
    h.server.route('/ok-2', serveFile('rdf.xml'));
    const outcomes = await run([feed('Uno', '/ok-1'), feed('Giù', '/down'), feed('Due', '/ok-2')]);
    expect(outcomes.map((o) => o.result)).toEqual(['stored', 'failed', 'stored']);
    expect(await storedItems()).toHaveLength(5);
    await expectFailure('Giù', 'Risposta HTTP 503');
  });
});

describe('conditional requests', () => {
  it('sends the validators of the last fetch and keeps everything on a 304', async () => {
    h.server.route('/cond', (req, res) => {
      if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304, { etag: '"v1"' }).end();
      res.writeHead(200, {
        'content-type': 'application/rss+xml',
        etag: '"v1"',
        'last-modified': 'Mon, 15 Jun 2026 09:00:00 GMT',
      });
      res.end(feedFixture('rss2.xml'));
    });
    await run([feed('FiscoOggi', '/cond')]);
    expect(await statusOf('FiscoOggi')).toMatchObject({
      etag: '"v1"',
      lastModified: 'Mon, 15 Jun 2026 09:00:00 GMT',
    });

    const later = new Date(NOW.getTime() + 30 * 60 * 1000);
    const [outcome] = await run([feed('FiscoOggi', '/cond')], { now: later });
    expect(outcome).toEqual({ source: 'FiscoOggi', result: 'not-modified' });
    expect(h.server.requests[1]!.headers).toMatchObject({
      'if-none-match': '"v1"',
      'if-modified-since': 'Mon, 15 Jun 2026 09:00:00 GMT',
    });
    expect(await storedItems()).toHaveLength(3);
    expect(await statusOf('FiscoOggi')).toMatchObject({
      lastAttemptAt: later,
      lastSuccessAt: later,
      itemCount: 3,
      etag: '"v1"',
    });
  });

  it('fetches the whole feed again when its address changed', async () => {
    h.server.route('/old', serveFile('rss2.xml', { etag: '"v1"' }));
    h.server.route('/new', serveFile('rss2.xml'));
    await run([feed('FiscoOggi', '/old')]);
    await run([feed('FiscoOggi', '/new')]);
    expect(h.server.requests[1]!.headers['if-none-match']).toBeUndefined();
    expect((await statusOf('FiscoOggi'))!.url).toBe(h.server.url('/new'));
  });

  it('identifies itself, accepts compressed answers and reads them', async () => {
    h.server.route('/gz', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-encoding': 'gzip' });
      res.end(gzipSync(feedFixture('rss2.xml')));
    });
    const [outcome] = await run([feed('FiscoOggi', '/gz')]);
    expect(outcome).toMatchObject({ result: 'stored', items: 3 });
    expect(h.server.requests[0]!.headers).toMatchObject({
      'user-agent': 'StudioNewsFetcher/1.0 (+http://localhost:3000; RSS reader)',
      'accept-encoding': 'gzip, deflate, br',
    });
  });
});
