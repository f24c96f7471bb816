import { PageIntro } from '~/components/layout/page-intro';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Informativa sulla Privacy',
    "Come lo studio tratta i dati personali di clienti e visitatori, ai sensi dell'art. 13 del Regolamento (UE) 2016/679 (GDPR).",
  );

export default function Privacy() {
  return (
    <PageIntro title="Informativa sulla Privacy">
      <p>
        Informativa sul trattamento dei dati personali ai sensi dell'art. 13 del Regolamento (UE) 2016/679.
      </p>
    </PageIntro>
  );
}
