import { newsCategory } from '@common/news-category';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { DEFAULT_NEWS_FEEDS, newsFeedList } from './feed-list';

function configProblems(value: string): string[] {
  try {
    loadConfig({ NEWS_FEEDS: value }, '/srv/app');
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('the feed list', () => {
  it('defaults to the five sources, each with its category', () => {
    const feeds = newsFeedList(loadConfig({}, '/srv/app').newsFeeds);
    expect(feeds).toEqual(DEFAULT_NEWS_FEEDS);
    expect(feeds.map((f) => [f.source, newsCategory(f.source), new URL(f.url).protocol])).toEqual([
      ['FiscoOggi', 'Fisco', 'https:'],
      ['Eutekne.info', 'Normativa', 'https:'],
      ['MisterFisco.it', 'Consulenza', 'https:'],
      ['Italia Oggi', 'Economia', 'https:'],
      ['Il Sole 24 Ore', 'Tributi', 'https:'],
    ]);
  });

  it('maps any other source to News, including names of Object.prototype', () => {
    expect(['Altro', 'fiscooggi', 'constructor', '__proto__', ''].map(newsCategory)).toEqual([
      'News',
      'News',
      'News',
      'News',
      'News',
    ]);
  });

  it('takes NEWS_FEEDS when set, and an empty list turns fetching off', () => {
    const value = JSON.stringify([{ source: 'Altra fonte', url: 'https://altra.example/rss' }]);
    expect(newsFeedList(loadConfig({ NEWS_FEEDS: value }, '/srv/app').newsFeeds)).toEqual([
      { source: 'Altra fonte', url: 'https://altra.example/rss' },
    ]);
    expect(newsFeedList(loadConfig({ NEWS_FEEDS: '[]' }, '/srv/app').newsFeeds)).toEqual([]);
    // Empty means unset, as for every other variable.
    expect(newsFeedList(loadConfig({ NEWS_FEEDS: ' ' }, '/srv/app').newsFeeds)).toEqual(DEFAULT_NEWS_FEEDS);
  });

  it.each([
    [
      'not JSON',
      '[{source:',
      'NEWS_FEEDS: must be JSON: a list of { "source": "...", "url": "https://..." }',
    ],
    [
      'not a list',
      '{"source":"A","url":"https://a.example/"}',
      'NEWS_FEEDS: Invalid input: expected array, received object',
    ],
    [
      'plain http',
      '[{"source":"A","url":"http://a.example/rss"}]',
      'NEWS_FEEDS: must be an https:// URL (at 0.url)',
    ],
    [
      'no source',
      '[{"source":" ","url":"https://a.example/rss"}]',
      'NEWS_FEEDS: Too small: expected string to have >=1 characters (at 0.source)',
    ],
    [
      'an unknown key',
      '[{"source":"A","url":"https://a.example/","nome":"x"}]',
      'NEWS_FEEDS: Unrecognized key: "nome" (at 0)',
    ],
    [
      'a source twice',
      '[{"source":"A","url":"https://a.example/1"},{"source":"A","url":"https://a.example/2"}]',
      'NEWS_FEEDS: each source must appear once',
    ],
  ])('stops the start naming NEWS_FEEDS for %s', (_case, value, problem) => {
    expect(configProblems(value)).toEqual([problem]);
  });
});
