import { PageIntro } from '~/components/layout/page-intro';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/contatti';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Contatti',
    'Indirizzo, telefono, email e orari di apertura dello studio. Scrivici per fissare un appuntamento o chiedere una consulenza.',
  );

export default function Contatti() {
  return (
    <PageIntro title="Contatti">
      <p>
        Siamo a disposizione per informazioni e appuntamenti: scrivici o passa in studio negli orari di
        apertura.
      </p>
    </PageIntro>
  );
}
