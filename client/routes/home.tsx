import { firmProfile } from '@common/firm-profile';
import { Link } from 'react-router';
import { PageIntro } from '~/components/layout/page-intro';
import { Button } from '~/components/ui/button';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    `Consulenza fiscale, contabile e tributaria a ${firmProfile.address.city}`,
    `Studio di consulenza fiscale, contabile e tributaria a ${firmProfile.address.city} (${firmProfile.address.province}): soluzioni personalizzate per aziende, professionisti e privati.`,
  );

export default function Home() {
  return (
    <PageIntro title="Competenza e Professionalità al Vostro Servizio">
      <p>
        Soluzioni personalizzate in ambito fiscale, contabile e tributario per aziende, professionisti e
        privati.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/servizi">Scopri i Nostri Servizi</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/contatti">Contattaci</Link>
        </Button>
      </div>
    </PageIntro>
  );
}
