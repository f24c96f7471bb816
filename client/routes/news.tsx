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

export default function News() {
  return (
    <>
      <PageIntro title="News Fiscali">
        <p>
          Le ultime notizie fiscali e tributarie dalle principali fonti italiane, raccolte in un unico posto e
          aggiornate automaticamente ogni 30 minuti.
        </p>
      </PageIntro>
      {/* Prerendered in its loading state, the list fetched in the browser as soon as the page is there.
          Drawn with the stored items (props={{ items }}), the island can wait for the visitor: the
          JavaScript budget of a page then holds (hydrate="interaction"). */}
      <noscript>
        <p className="mx-auto max-w-6xl px-4 text-slate-700">
          Per leggere le news attiva JavaScript nel browser.
        </p>
      </noscript>
      <Island name="news-feed" component={NewsFeed} />
    </>
  );
}
