import { PageIntro } from '~/components/layout/page-intro';
import { Card } from '~/components/ui/card';
import { CallToAction } from '~/features/public-site/components/call-to-action';
import { Section } from '~/features/public-site/components/section';
import { ServiceCard } from '~/features/public-site/components/service-card';
import { customServices, services } from '~/features/public-site/content/services';
import { publicPageMeta } from '~/features/public-site/seo';
import { islandPage } from '~/islands/island-page';
import type { Route } from './+types/servizi';

export const handle = islandPage;

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    path: '/servizi',
    title: 'Servizi di consulenza fiscale, contabile e tributaria',
    description:
      'Dichiarazioni dei redditi, adempimenti IVA, contabilità e bilanci, contenzioso tributario, pianificazione fiscale e servizi su misura per la tua attività.',
  });

export default function Servizi() {
  return (
    <>
      <PageIntro title="I Nostri Servizi">
        <p>
          Consulenza fiscale, contabile e tributaria su misura per aziende, professionisti e privati: dalla
          gestione degli adempimenti ordinari alle operazioni più complesse.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4">
        <ul className="grid gap-6 md:grid-cols-3">
          {services.map((service) => (
            <li key={service.title}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </div>
      <CallToAction id="cta-heading" title="Hai bisogno di una consulenza?" linkLabel="Contattaci ora">
        Raccontaci la tua situazione: ti proporremo la soluzione più adatta e un preventivo chiaro.
      </CallToAction>
      <Section
        id="custom-services-heading"
        title="Servizi Personalizzati"
        lead="Oltre all'assistenza continuativa, seguiamo progetti e operazioni specifiche."
        className="bg-brand-50"
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {customServices.map(({ title, description, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full p-5">
                <Icon className="size-6 text-brand-700" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-semibold text-brand-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-700">{description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
