import { firmProfile } from '@common/firm-profile';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

const { address } = firmProfile;

/** The home page's first screen: text only, so nothing delays its largest paint. */
export function HomeHero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Studio di consulenza a {address.city} ({address.province})
        </p>
        <h1
          id="hero-heading"
          className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl"
        >
          Competenza e Professionalità al Vostro Servizio
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-700 sm:text-xl">
          Soluzioni personalizzate in ambito fiscale, contabile e tributario per aziende, professionisti e
          privati: vi seguiamo con attenzione in ogni adempimento e in ogni scelta importante.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/servizi">Scopri i Nostri Servizi</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/contatti">Contattaci</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
