import { PageIntro } from '~/components/layout/page-intro';
import { ContactDetails } from '~/features/public-site/components/contact-details';
import { ContactMap } from '~/features/public-site/components/contact-map';
import { ContactFormSlot } from '~/features/public-site/contact-form-slot';
import { publicPageMeta } from '~/features/public-site/seo';
import { firmJsonLd } from '~/features/public-site/structured-data';
import { Island } from '~/islands/island';
import { islandPage } from '~/islands/island-page';
import type { Route } from './+types/contatti';

export const handle = islandPage;

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    path: '/contatti',
    title: 'Contatti',
    description:
      'Indirizzo, telefono, email e orari di apertura dello studio. Scrivici per fissare un appuntamento o chiedere una consulenza.',
    jsonLd: firmJsonLd(),
  });

export default function Contatti() {
  return (
    <>
      <PageIntro title="Contatti">
        <p>
          Siamo a disposizione per informazioni, preventivi e appuntamenti: chiamaci, scrivici o passa in
          studio negli orari di apertura. Per un incontro ti consigliamo di fissare prima un appuntamento,
          così potremo dedicarti tutto il tempo necessario.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 lg:grid-cols-2">
        <section aria-labelledby="contact-details-heading">
          <ContactDetails />
        </section>
        <section aria-labelledby="contact-map-heading">
          <Island name="contact-map" hydrate="visible" component={ContactMap} />
        </section>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <ContactFormSlot />
      </div>
    </>
  );
}
