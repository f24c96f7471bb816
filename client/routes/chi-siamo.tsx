import { firmProfile } from '@common/firm-profile';
import { BriefcaseBusiness, GraduationCap, Handshake } from 'lucide-react';
import { PageIntro } from '~/components/layout/page-intro';
import { FeatureCard } from '~/features/public-site/components/feature-card';
import { FounderCard } from '~/features/public-site/components/founder-card';
import { Section } from '~/features/public-site/components/section';
import { publicPageMeta } from '~/features/public-site/seo';
import { islandPage } from '~/islands/island-page';
import type { Route } from './+types/chi-siamo';

const { address } = firmProfile;

export const handle = islandPage;

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    path: '/chi-siamo',
    title: 'Chi Siamo',
    description:
      'Lo studio, il suo fondatore e la sua missione: consulenza fiscale, contabile e tributaria di qualità, costruita su un rapporto di fiducia duraturo.',
  });

export default function ChiSiamo() {
  return (
    <>
      <PageIntro title="Chi Siamo">
        <p>
          {firmProfile.brandName} è uno studio di consulenza fiscale, contabile e tributaria con sede a{' '}
          {address.city}, in provincia di Bergamo. Affianchiamo aziende, professionisti e privati nella
          gestione degli adempimenti e nelle decisioni che riguardano il loro patrimonio e la loro attività.
        </p>
        <p className="mt-4">
          Il nostro obiettivo è offrire servizi di alta qualità, personalizzati sulle esigenze di ciascun
          cliente, e costruire con ognuno un rapporto di fiducia duraturo.
        </p>
      </PageIntro>
      <Section id="founder-heading" title="Il Fondatore" className="pt-0 sm:pt-0">
        <FounderCard />
      </Section>
      <Section
        id="mission-heading"
        title="La Nostra Missione"
        lead="Mettere competenza ed esperienza al servizio dei nostri clienti, con soluzioni chiare e su misura."
        className="bg-brand-50"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          <li>
            <FeatureCard icon={BriefcaseBusiness} title="Professionalità">
              Lavoriamo con metodo, precisione e rispetto delle scadenze, curando ogni pratica come se fosse
              la nostra.
            </FeatureCard>
          </li>
          <li>
            <FeatureCard icon={GraduationCap} title="Competenza">
              Ci aggiorniamo costantemente su norme, prassi e giurisprudenza per offrire una consulenza sempre
              attuale.
            </FeatureCard>
          </li>
          <li>
            <FeatureCard icon={Handshake} title="Affidabilità">
              Siamo un punto di riferimento stabile: rispondiamo con puntualità e teniamo i vostri dati al
              sicuro.
            </FeatureCard>
          </li>
        </ul>
      </Section>
    </>
  );
}
