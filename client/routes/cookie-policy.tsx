import { Link } from 'react-router';
import { CookiePolicyButton } from '~/features/cookie-consent/components/cookie-preferences-buttons';
import { ExternalLink } from '~/features/public-site/components/external-link';
import { LegalPage, LegalSection } from '~/features/public-site/components/legal-page';
import { CookieList } from '~/features/public-site/content/cookie-list';
import { publicPageMeta } from '~/features/public-site/seo';
import { Island } from '~/islands/island';
import { islandPage } from '~/islands/island-page';
import type { Route } from './+types/cookie-policy';

export const handle = islandPage;

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    path: '/cookie-policy',
    title: 'Cookie Policy',
    description:
      'Quali cookie utilizza il sito, per quali finalità e come modificare in ogni momento le tue preferenze.',
  });

export default function CookiePolicy() {
  return (
    <LegalPage
      title="Cookie Policy"
      intro={
        <p>Quali cookie utilizza questo sito, per quali finalità e come puoi modificare le tue preferenze.</p>
      }
    >
      <LegalSection id="cookie-what" title="Che cosa sono i cookie">
        <p>
          I cookie sono piccoli file di testo che un sito salva nel browser per ricordare informazioni tra una
          pagina e l'altra. Tecnologie simili, come la memoria locale del browser (localStorage), sono
          trattate allo stesso modo.
        </p>
      </LegalSection>
      <LegalSection id="cookie-technical" title="Cookie tecnici">
        <p>
          Il sito usa solo cookie tecnici, necessari al suo funzionamento: per questo non richiedono il tuo
          consenso (art. 122 del Codice privacy). Chi visita le pagine pubbliche senza accedere all'area
          riservata riceve soltanto la registrazione della scelta sui cookie.
        </p>
        <CookieList />
      </LegalSection>
      <LegalSection id="cookie-analytics" title="Cookie analitici">
        <p>
          Al momento il sito non utilizza cookie analitici né altri strumenti di statistica o di tracciamento.
          Se lo Studio decidesse di adottarne, li attiverebbe solo con il tuo consenso, espresso con il banner
          o con le preferenze cookie, e aggiornerebbe questa pagina.
        </p>
        <p>Il sito non utilizza cookie di profilazione né cookie pubblicitari.</p>
      </LegalSection>
      <LegalSection id="cookie-third-party" title="Servizi di terze parti">
        <p>
          La pagina <Link to="/contatti">Contatti</Link> mostra una mappa fornita da OpenStreetMap. Quando la
          mappa viene caricata, il tuo browser si collega ai server di OpenStreetMap, che ricevono il tuo
          indirizzo IP e i dati tecnici della richiesta e possono usare propri cookie tecnici, secondo la{' '}
          <ExternalLink href="https://osmfoundation.org/wiki/Privacy_Policy">
            privacy policy della OpenStreetMap Foundation
          </ExternalLink>
          . Nessun'altra pagina del sito contatta servizi di terze parti.
        </p>
      </LegalSection>
      <LegalSection id="cookie-choices" title="Come gestire le preferenze">
        <p>
          Puoi cambiare la tua scelta in ogni momento con il pulsante qui sotto o con il link «Preferenze
          cookie» in fondo a ogni pagina. Puoi anche cancellare o bloccare i cookie dalle impostazioni del
          browser: bloccando i cookie tecnici l'area riservata non funziona.
        </p>
        <Island name="cookie-policy-button" hydrate="interaction" component={CookiePolicyButton} />
      </LegalSection>
      <LegalSection id="cookie-controller" title="Titolare del trattamento">
        <p>
          Il titolare del trattamento e i tuoi diritti sono indicati nell'
          <Link to="/privacy-policy">Informativa sulla Privacy</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
