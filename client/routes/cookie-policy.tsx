import { PageIntro } from '~/components/layout/page-intro';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/cookie-policy';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Cookie Policy',
    'Quali cookie utilizza il sito, per quali finalità e come modificare in ogni momento le tue preferenze.',
  );

export default function CookiePolicy() {
  return (
    <PageIntro title="Cookie Policy">
      <p>Quali cookie utilizza questo sito, per quali finalità e come puoi modificare le tue preferenze.</p>
    </PageIntro>
  );
}
