import { DetectError, MalformedError, type MediaNs, parseFeed } from 'feedsmith';
import { parseFeedDate } from './feed-date';
import { FeedError } from './feed-error';
import { firstImageSrc, htmlToText, truncateText } from './html-text';

/** One article as we store it, whatever the feed's format. */
export interface FeedEntry {
  title: string;
  url: string;
  description: string | null;
  content: string | null;
  image: string | null;
  publishedAt: Date;
  /** False when the feed gave no usable date and publishedAt is the fetch time. */
  dated: boolean;
}

export const MAX_ENTRIES_PER_FEED = 100;
export const TITLE_MAX = 300;
export const EXCERPT_MAX = 300;
const CONTENT_MAX = 5000;
const URL_MAX = 2048;

interface RawEntry {
  title?: string;
  link?: string;
  summaryHtml?: string;
  contentHtml?: string;
  date?: string;
  images: (string | undefined)[];
}

/** Absolute http(s) addresses only: a javascript: or data: link never reaches a page. */
export function absoluteHttpUrl(value: string | undefined, base: string): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || !URL.canParse(trimmed, base)) return undefined;
  const url = new URL(trimmed, base);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password || url.href.length > URL_MAX) return undefined;
  return url.href;
}

function mediaImages(media: MediaNs.ItemOrFeed | undefined): (string | undefined)[] {
  if (!media) return [];
  const contents = [...(media.contents ?? []), ...(media.groups ?? []).flatMap((g) => g.contents ?? [])];
  const images = contents
    .filter((c) => c.medium === 'image' || c.type?.startsWith('image/') || (!c.medium && !c.type))
    .map((c) => c.url);
  return [...images, ...(media.thumbnails ?? []).map((t) => t.url)];
}

function rawEntries(xml: string): RawEntry[] {
  const { format, feed } = parseFeed(xml, { maxItems: MAX_ENTRIES_PER_FEED });
  switch (format) {
    case 'rss':
      return (feed.items ?? []).map((item) => ({
        title: item.title,
        link: item.link ?? (item.guid?.isPermaLink !== false ? item.guid?.value : undefined),
        summaryHtml: item.description,
        contentHtml: item.content?.encoded,
        date: item.pubDate ?? item.dc?.dates?.[0],
        images: [
          ...(item.enclosures ?? []).filter((e) => e.type?.startsWith('image/')).map((e) => e.url),
          ...mediaImages(item.media),
        ],
      }));
    case 'atom':
      return (feed.entries ?? []).map((entry) => {
        const links = entry.links ?? [];
        const link = links.find((l) => !l.rel || l.rel === 'alternate') ?? links[0];
        return {
          title: entry.title?.value,
          link: link?.href,
          summaryHtml: entry.summary?.value,
          contentHtml: entry.content?.value,
          date: entry.published ?? entry.updated ?? entry.dc?.dates?.[0],
          images: [
            ...links.filter((l) => l.rel === 'enclosure' && l.type?.startsWith('image/')).map((l) => l.href),
            ...mediaImages(entry.media),
          ],
        };
      });
    case 'rdf':
      return (feed.items ?? []).map((item) => ({
        title: item.title,
        link: item.link ?? item.rdf?.about,
        summaryHtml: item.description,
        contentHtml: item.content?.encoded,
        date: item.dc?.dates?.[0],
        images: mediaImages(item.media),
      }));
    default:
      throw new FeedError('Formato non supportato: serve RSS 2.0, Atom 1.0 o RSS 1.0/RDF');
  }
}

function readEntries(xml: string): RawEntry[] {
  try {
    return rawEntries(xml);
  } catch (err) {
    if (err instanceof FeedError) throw err;
    if (err instanceof DetectError) throw new FeedError('Non è un feed RSS, Atom o RDF');
    if (err instanceof MalformedError) {
      const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
      throw new FeedError(`XML non valido${cause}`.slice(0, 300));
    }
    throw new FeedError('Feed non leggibile');
  }
}

/**
 * The feed's articles, normalised. Entries without a usable link are dropped
 * (the link is an article's identity); entries without a usable date get the
 * fetch time; a date in the future is brought back to it.
 */
export function parseFeedEntries(xml: string, feedUrl: string, fetchedAt: Date): FeedEntry[] {
  const entries: FeedEntry[] = [];
  const seen = new Set<string>();
  for (const raw of readEntries(xml)) {
    const url = absoluteHttpUrl(raw.link, feedUrl);
    if (!url || seen.has(url)) continue;
    const summary = htmlToText(raw.summaryHtml ?? '');
    const content = htmlToText(raw.contentHtml ?? '');
    const description = truncateText(summary || content, EXCERPT_MAX) || null;
    const title =
      truncateText(htmlToText(raw.title ?? ''), TITLE_MAX) || truncateText(description ?? '', 120);
    if (!title) continue;
    seen.add(url);
    const parsedDate = parseFeedDate(raw.date);
    // A future date would pin the article on top: it counts as no date.
    const dated = parsedDate !== undefined && parsedDate <= fetchedAt;
    const publishedAt = dated ? parsedDate : fetchedAt;
    const imageCandidates = [
      ...raw.images,
      firstImageSrc(raw.summaryHtml ?? ''),
      firstImageSrc(raw.contentHtml ?? ''),
    ];
    const image = imageCandidates.map((src) => absoluteHttpUrl(src, url)).find(Boolean) ?? null;
    entries.push({
      title,
      url,
      description,
      content: content ? truncateText(content, CONTENT_MAX) : null,
      image,
      publishedAt,
      dated,
    });
  }
  return entries;
}
