import { z } from 'zod';

export interface NewsFeed {
  source: string;
  url: string;
}

/**
 * The five sources. These addresses come from public material and could not be
 * checked when written: if one stops working, correct it here (or override the
 * whole list with NEWS_FEEDS). The admin feed status shows which one fails and why.
 */
export const DEFAULT_NEWS_FEEDS: readonly NewsFeed[] = [
  { source: 'FiscoOggi', url: 'https://www.fiscooggi.it/rss.xml' },
  { source: 'Eutekne.info', url: 'https://www.eutekne.info/Rss.ashx' },
  { source: 'MisterFisco.it', url: 'https://www.misterfisco.it/feed/' },
  { source: 'Italia Oggi', url: 'https://www.italiaoggi.it/rss/fisco.xml' },
  { source: 'Il Sole 24 Ore', url: 'https://www.ilsole24ore.com/rss/norme-e-tributi.xml' },
];

const feedListSchema = z
  .array(
    z.strictObject({
      source: z.string().trim().min(1).max(100),
      // Plain http is refused by the fetcher anyway; refusing it here says so at start.
      url: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).max(2048),
    }),
  )
  .max(50)
  .refine((feeds) => new Set(feeds.map((f) => f.source)).size === feeds.length, {
    message: 'each source must appear once',
  });

function parseList(raw: string) {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return {
      success: false as const,
      problem: 'must be JSON: a list of { "source": "...", "url": "https://..." }',
    };
  }
  const parsed = feedListSchema.safeParse(json);
  if (parsed.success) return { success: true as const, feeds: parsed.data };
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? ` (at ${issue.path.join('.')})` : '';
  return { success: false as const, problem: `${issue.message}${where}` };
}

/** The NEWS_FEEDS variable as config.ts validates it: kept as a string, checked at start. */
export const newsFeedsVariable = z.string().superRefine((raw, ctx) => {
  const result = parseList(raw);
  if (!result.success) ctx.addIssue({ code: 'custom', message: result.problem });
});

/** The feeds to fetch: NEWS_FEEDS when set (already validated by the config), otherwise the defaults. */
export function newsFeedList(raw: string | undefined): NewsFeed[] {
  if (raw === undefined) return DEFAULT_NEWS_FEEDS.map((f) => ({ ...f }));
  const result = parseList(raw);
  if (!result.success) throw new Error(`NEWS_FEEDS: ${result.problem}`);
  return result.feeds;
}
