import { firmProfile } from '@common/firm-profile';
import { Award, BriefcaseBusiness, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import officeUrl from '~/assets/illustrations/office.svg?url';
import { Button } from '~/components/ui/button';
import { FeatureCard } from '~/features/public-site/components/feature-card';
import { HomeHero } from '~/features/public-site/components/home-hero';
import { Illustration } from '~/features/public-site/components/illustration';
import { Section } from '~/features/public-site/components/section';
import { publicPageMeta } from '~/features/public-site/seo';
import { firmJsonLd } from '~/features/public-site/structured-data';
import { islandPage } from '~/islands/island-page';
import type { Route } from './+types/home';

export const handle = islandPage;

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    path: '/',
    title: `Consulenza fiscale, contabile e tributaria a ${firmProfile.address.city}`,
    description: `Studio di consulenza fiscale, contabile e tributaria a ${firmProfile.address.city} (${firmProfile.address.province}): soluzioni personalizzate per aziende, professionisti e privati.`,
    jsonLd: firmJsonLd(),
  });

export default function Home() {
  return (
    <>
      <HomeHero />
      <Section
        id="why-heading"
        title={`Perché Scegliere ${firmProfile.brandName}`}
        lead="Un interlocutore unico per la fiscalità, la contabilità e il contenzioso, con un metodo di lavoro chiaro e trasparente."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          <li>
            <FeatureCard icon={Award} title="Esperienza">
              Anni di attività nella consulenza fiscale, contabile e tributaria al fianco di imprese,
              professionisti e famiglie.
            </FeatureCard>
          </li>
          <li>
            <FeatureCard icon={BriefcaseBusiness} title="Professionalità">
              Un approccio rigoroso e competente, aggiornato sulle novità normative e attento alle esigenze di
              ciascun cliente.
            </FeatureCard>
          </li>
          <li>
            <FeatureCard icon={ShieldCheck} title="Sicurezza">
              Massima riservatezza e sicurezza nella gestione dei vostri dati economici e finanziari.
            </FeatureCard>
          </li>
        </ul>
      </Section>
      <section aria-labelledby="studio-heading" className="bg-brand-50 py-12 sm:py-16">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:grid-cols-2">
          <div>
            <h2 id="studio-heading" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
              Uno studio al vostro fianco
            </h2>
            <p className="mt-4 text-lg text-slate-700">
              Dalla sede di {firmProfile.address.city} seguiamo clienti in tutta la provincia di Bergamo.
              Ascoltiamo le vostre esigenze, vi spieghiamo con chiarezza scadenze e opportunità e costruiamo
              insieme le soluzioni più adatte, con un rapporto di fiducia che dura nel tempo.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link to="/chi-siamo">Scopri di più su di noi</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/servizi">Esplora i nostri servizi</Link>
              </Button>
            </div>
          </div>
          <Illustration
            src={officeUrl}
            alt=""
            width={480}
            height={320}
            className="rounded-xl border border-brand-100"
          />
        </div>
      </section>
    </>
  );
}
