import { PageIntro } from '~/components/layout/page-intro';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/termini-servizio';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Termini di Servizio',
    "Le condizioni di utilizzo del sito e dell'area riservata ai clienti dello studio.",
  );

export default function TerminiServizio() {
  return (
    <PageIntro title="Termini di Servizio">
      <p>Le condizioni che regolano l'uso di questo sito e dell'area riservata ai clienti.</p>
    </PageIntro>
  );
}
