import type { NewsItem } from '@common/schemas/news';
import { PageIntro } from '~/components/layout/page-intro';
import { NewsFeed } from '~/features/news/components/news-feed';
import { Island } from '~/islands/island';
import { islandPage } from '~/islands/island-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/news';

export const handle = islandPage;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'News Fiscali',
    'Le ultime notizie fiscali, tributarie ed economiche dalle principali fonti italiane, raccolte in un unico posto.',
  );

/**
 * The stored items, when the server draws the page (server/web/react-router-pages.ts). The build's
 * prerender has no API to ask: its page, served while the server cannot draw one, fetches in the browser.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<{ items?: NewsItem[] }> {
  if (!context?.ask) return {};
  const answer = await context.ask('/api/news');
  return answer.ok ? { items: (await answer.json()) as NewsItem[] } : {};
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <>
      <PageIntro title="News Fiscali">
        <p>
          Le ultime notizie fiscali e tributarie dalle principali fonti italiane, raccolte in un unico posto e
          aggiornate automaticamente ogni 30 minuti.
        </p>
      </PageIntro>
      {items ? (
        // Drawn with the list, the island waits for the visitor: the page's JavaScript comes at the first use.
        <Island name="news-feed" component={NewsFeed} props={{ items }} hydrate="interaction" />
      ) : (
        <>
          <noscript>
            <p className="mx-auto max-w-6xl px-4 text-slate-700">
              Per leggere le news attiva JavaScript nel browser.
            </p>
          </noscript>
          <Island name="news-feed" component={NewsFeed} />
        </>
      )}
    </>
  );
}
