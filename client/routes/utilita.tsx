import { PageIntro } from '~/components/layout/page-intro';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/utilita';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Strumenti Utili',
    'I collegamenti ai portali pubblici più usati: anagrafe nazionale, aiuti di Stato, fatturazione elettronica, PEC, servizi regionali e altri.',
  );

export default function Utilita() {
  return (
    <PageIntro title="Strumenti Utili">
      <p>
        Una raccolta di collegamenti ai portali e ai servizi online più utili per cittadini, professionisti e
        imprese.
      </p>
    </PageIntro>
  );
}
