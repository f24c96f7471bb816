import { PageIntro } from '~/components/layout/page-intro';
import { CallToAction } from '~/features/public-site/components/call-to-action';
import { UsefulToolCard } from '~/features/public-site/components/useful-tool-card';
import { usefulTools } from '~/features/public-site/content/useful-tools';
import { publicPageMeta } from '~/features/public-site/seo';
import { islandPage } from '~/islands/island-page';
import type { Route } from './+types/utilita';

export const handle = islandPage;

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    path: '/utilita',
    title: 'Strumenti Utili',
    description:
      'I collegamenti ai portali pubblici più usati: anagrafe nazionale, aiuti di Stato, fatturazione elettronica, PEC, servizi regionali e altri.',
  });

export default function Utilita() {
  return (
    <>
      <PageIntro title="Strumenti Utili">
        <p>
          Una raccolta di collegamenti ai portali e ai servizi online più utili per cittadini, professionisti
          e imprese. Ogni collegamento apre il sito ufficiale in una nuova scheda.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {usefulTools.map((tool) => (
            <li key={tool.url}>
              <UsefulToolCard tool={tool} />
            </li>
          ))}
        </ul>
      </div>
      <CallToAction id="tools-help-heading" title="Hai bisogno di aiuto?" linkLabel="Contattaci">
        Se non trovi quello che cerchi o hai bisogno di assistenza con uno di questi servizi, siamo a tua
        disposizione.
      </CallToAction>
    </>
  );
}
