import { PageIntro } from '~/components/layout/page-intro';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/news';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'News Fiscali',
    'Le ultime notizie fiscali, tributarie ed economiche dalle principali fonti italiane, raccolte in un unico posto.',
  );

export default function News() {
  return (
    <PageIntro title="News Fiscali">
      <p>
        Le ultime notizie fiscali e tributarie dalle principali fonti italiane, raccolte in un unico posto.
      </p>
    </PageIntro>
  );
}
