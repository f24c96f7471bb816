import { PageIntro } from '~/components/layout/page-intro';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/servizi';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Servizi di consulenza fiscale, contabile e tributaria',
    'Dichiarazioni dei redditi, adempimenti IVA, contabilità e bilanci, contenzioso tributario, pianificazione fiscale e servizi su misura per la tua attività.',
  );

export default function Servizi() {
  return (
    <PageIntro title="I Nostri Servizi">
      <p>Consulenza fiscale, contabile e tributaria su misura per aziende, professionisti e privati.</p>
    </PageIntro>
  );
}
