import { describe, expect, it } from 'vitest';
import { feedFixture } from '../../test/support/feed-server';
import { FeedError } from './feed-error';
import { absoluteHttpUrl, MAX_ENTRIES_PER_FEED, parseFeedEntries } from './parse-feed';

const FETCHED = new Date('2026-06-15T10:00:00Z');
const FEED_URL = 'https://feed.example/rss/feed.xml';

function rss(items: string, namespaces = '') {
  return `<?xml version="1.0"?><rss version="2.0"${namespaces}><channel><title>T</title><link>https://feed.example/</link><description>D</description>${items}</channel></rss>`;
}

function parse(xml: string) {
  return parseFeedEntries(xml, FEED_URL, FETCHED);
}

describe('links', () => {
  it('keeps absolute http(s) addresses only', () => {
    expect(absoluteHttpUrl('/a?b=1#c', FEED_URL)).toBe('https://feed.example/a?b=1#c');
    expect(absoluteHttpUrl('articolo.html', FEED_URL)).toBe('https://feed.example/rss/articolo.html');
    expect(absoluteHttpUrl(' http://x.example/ ', FEED_URL)).toBe('http://x.example/');
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:x',
      'data:text/html,x',
      'vbscript:x',
      'ftp://x.example/f',
      'mailto:a@b.it',
      'https://user:pw@x.example/',
      'http://',
      '',
    ]) {
      expect(absoluteHttpUrl(bad, FEED_URL), bad).toBeUndefined();
    }
    expect(absoluteHttpUrl(`https://x.example/${'a'.repeat(2100)}`, FEED_URL)).toBeUndefined();
  });

  it('uses a permalink guid when there is no link, and keeps the first of two equal links', () => {
    const entries = parse(
      rss(`
      <item><title>Da guid</title><guid>https://feed.example/guid-1</guid></item>
      <item><title>Guid non permalink</title><guid isPermaLink="false">https://feed.example/guid-2</guid></item>
      <item><title>Primo</title><link>https://feed.example/doppio</link></item>
      <item><title>Secondo</title><link>https://feed.example/doppio</link></item>`),
    );
    expect(entries.map((e) => [e.title, e.url])).toEqual([
      ['Da guid', 'https://feed.example/guid-1'],
      ['Primo', 'https://feed.example/doppio'],
    ]);
  });

  it('takes the alternate link of an Atom entry, not its self or enclosure links', () => {
    const [entry] =
      parse(`<feed xmlns="http://www.w3.org/2005/Atom"><title>A</title><id>a</id><updated>2026-06-01T00:00:00Z</updated>
      <entry><title>E</title><id>e</id><updated>2026-06-01T00:00:00Z</updated>
      <link rel="self" href="https://feed.example/self"/><link rel="enclosure" href="https://feed.example/a.mp3"/>
      <link rel="alternate" href="https://feed.example/pagina"/></entry></feed>`);
    expect(entry!.url).toBe('https://feed.example/pagina');
  });
});

describe('titles, dates and images', () => {
  it('falls back to the description for a missing title and drops an item with neither', () => {
    const entries = parse(
      rss(`
      <item><link>https://feed.example/1</link><description>Solo descrizione</description></item>
      <item><link>https://feed.example/2</link></item>`),
    );
    expect(entries).toEqual([
      expect.objectContaining({ title: 'Solo descrizione', url: 'https://feed.example/1' }),
    ]);
  });

  it('brings a date in the future back to the fetch time and marks it undated', () => {
    const [entry] = parse(
      rss(
        '<item><title>Futuro</title><link>https://feed.example/f</link><pubDate>Fri, 01 Jan 2027 00:00:00 GMT</pubDate></item>',
      ),
    );
    expect(entry).toMatchObject({ publishedAt: FETCHED, dated: false });
  });

  it('prefers an image enclosure, then media:content, then the first <img>', () => {
    const media = ' xmlns:media="http://search.yahoo.com/mrss/"';
    const entries = parse(
      rss(
        `<item><title>1</title><link>https://feed.example/1</link>
          <enclosure url="https://feed.example/audio.mp3" type="audio/mpeg" length="1"/>
          <media:content url="https://cdn.example/m.jpg" medium="image"/>
          <description><![CDATA[<img src="/d.jpg">]]></description></item>
        <item><title>2</title><link>https://feed.example/sub/2</link>
          <media:thumbnail url="https://cdn.example/t.jpg"/></item>
        <item><title>3</title><link>https://feed.example/sub/3</link>
          <description><![CDATA[<p>x</p><img src="img/d.jpg">]]></description></item>`,
        media,
      ),
    );
    expect(entries.map((e) => e.image)).toEqual([
      'https://cdn.example/m.jpg',
      'https://cdn.example/t.jpg',
      'https://feed.example/sub/img/d.jpg',
    ]);
  });

  it(`reads at most ${MAX_ENTRIES_PER_FEED} items of a feed`, () => {
    const items = Array.from(
      { length: 150 },
      (_, i) => `<item><title>N${i}</title><link>https://feed.example/${i}</link></item>`,
    );
    expect(parse(rss(items.join('')))).toHaveLength(MAX_ENTRIES_PER_FEED);
  });
});

describe('what is not a feed we read', () => {
  it('refuses an HTML page, a JSON feed and an empty body', () => {
    const reasons = [
      '<!doctype html><html><body>Not found</body></html>',
      '{"version":"https://jsonfeed.org/version/1.1","title":"x","items":[]}',
      '',
    ].map((body) => {
      try {
        parse(body);
        return 'parsed';
      } catch (err) {
        return err instanceof FeedError ? err.message : `other: ${err}`;
      }
    });
    expect(reasons).toEqual([
      'Non è un feed RSS, Atom o RDF',
      'Formato non supportato: serve RSS 2.0, Atom 1.0 o RSS 1.0/RDF',
      'Non è un feed RSS, Atom o RDF',
    ]);
  });

  it('never expands internal entities, however deeply nested (billion laughs)', () => {
    const entries = parse(feedFixture('billion-laughs.xml').toString('utf8'));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.title).toBe('Titolo &lol9;');
    expect(JSON.stringify(entries)).not.toContain('lollol');
  });

  it('refuses external entities instead of resolving them (XXE)', () => {
    expect(() => parse(feedFixture('external-entity.xml').toString('utf8'))).toThrow(
      new FeedError('XML non valido: External entities are not supported'),
    );
  });
});
