import { PageIntro } from '~/components/layout/page-intro';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/chi-siamo';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Chi Siamo',
    'Lo studio, il suo fondatore e la sua missione: consulenza fiscale, contabile e tributaria di qualità, costruita su un rapporto di fiducia duraturo.',
  );

export default function ChiSiamo() {
  return (
    <PageIntro title="Chi Siamo">
      <p>
        Uno studio di consulenza che affianca aziende, professionisti e privati con servizi personalizzati e
        un rapporto di fiducia duraturo.
      </p>
    </PageIntro>
  );
}
