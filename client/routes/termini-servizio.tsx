import { firmProfile, fullAddress } from '@common/firm-profile';
import { Link } from 'react-router';
import { LegalPage, LegalSection } from '~/features/public-site/components/legal-page';
import { publicPageMeta } from '~/features/public-site/seo';
import { islandPage } from '~/islands/island-page';
import type { Route } from './+types/termini-servizio';

export const handle = islandPage;

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    path: '/termini-servizio',
    title: 'Termini di Servizio',
    description: "Le condizioni di utilizzo del sito e dell'area riservata ai clienti dello studio.",
  });

export default function TerminiServizio() {
  return (
    <LegalPage
      title="Termini di Servizio"
      intro={<p>Le condizioni che regolano l'uso di questo sito e dell'area riservata ai clienti.</p>}
    >
      <LegalSection id="terms-1" title="1. Oggetto">
        <p>
          Questi termini disciplinano l'accesso e l'uso del sito di {firmProfile.brandName} e dei servizi
          online offerti, compresa l'area riservata ai clienti. Usando il sito li accetti.
        </p>
      </LegalSection>
      <LegalSection id="terms-2" title="2. Gestore del sito">
        <p>
          Il sito è gestito da {firmProfile.legalName}, {firmProfile.legalForm}, con sede legale in{' '}
          {fullAddress}, Partita IVA {firmProfile.vatNumber}, PEC{' '}
          <a href={`mailto:${firmProfile.pec}`}>{firmProfile.pec}</a>.
        </p>
      </LegalSection>
      <LegalSection id="terms-3" title="3. Contenuti informativi">
        <p>
          I contenuti del sito, comprese le notizie fiscali raccolte da fonti esterne, hanno carattere
          generale e informativo. Non costituiscono consulenza professionale e non sostituiscono il parere
          dello Studio sul tuo caso specifico.
        </p>
      </LegalSection>
      <LegalSection id="terms-4" title="4. Area riservata">
        <ul>
          <li>
            Le credenziali sono assegnate esclusivamente dallo Studio ai propri clienti: non è possibile
            registrarsi in autonomia.
          </li>
          <li>
            Le credenziali sono personali: sei tenuto a custodirle con cura, a non cederle a terzi e ad
            avvisare subito lo Studio in caso di smarrimento o di uso non autorizzato.
          </li>
          <li>
            Nell'area riservata trovi i documenti che lo Studio mette a tua disposizione; ti invitiamo a
            scaricarne e conservarne una copia.
          </li>
          <li>
            Lo Studio può sospendere l'accesso in caso di uso improprio, per motivi di sicurezza o alla fine
            del rapporto professionale.
          </li>
        </ul>
      </LegalSection>
      <LegalSection id="terms-5" title="5. Uso consentito">
        <p>
          È vietato usare il sito in modo contrario alla legge, tentare di accedere ad aree o dati altrui,
          comprometterne il funzionamento o inviare con il modulo di contatto contenuti illeciti o
          pubblicitari.
        </p>
      </LegalSection>
      <LegalSection id="terms-6" title="6. Collegamenti a siti esterni">
        <p>
          Le pagine <Link to="/utilita">Strumenti Utili</Link> e <Link to="/news">News Fiscali</Link>{' '}
          contengono collegamenti a siti di terzi, che si aprono in una nuova scheda. Lo Studio non controlla
          questi siti e non risponde dei loro contenuti né del loro funzionamento.
        </p>
      </LegalSection>
      <LegalSection id="terms-7" title="7. Proprietà intellettuale">
        <p>
          Testi, illustrazioni e grafica del sito appartengono allo Studio o ai rispettivi titolari e non
          possono essere riprodotti senza autorizzazione, salvo l'uso personale e non commerciale.
        </p>
      </LegalSection>
      <LegalSection id="terms-8" title="8. Limitazione di responsabilità">
        <p>
          Lo Studio cura l'accuratezza dei contenuti e la continuità del servizio, ma non può garantire che il
          sito sia sempre disponibile e privo di errori. Nei limiti di legge, non risponde di danni derivanti
          dall'uso delle informazioni generali pubblicate o da interruzioni del servizio.
        </p>
      </LegalSection>
      <LegalSection id="terms-9" title="9. Privacy e cookie">
        <p>
          Il trattamento dei dati personali è descritto nell'
          <Link to="/privacy-policy">Informativa sulla Privacy</Link>, l'uso dei cookie nella{' '}
          <Link to="/cookie-policy">Cookie Policy</Link>.
        </p>
      </LegalSection>
      <LegalSection id="terms-10" title="10. Modifiche ai termini">
        <p>
          Lo Studio può modificare questi termini; la versione in vigore è pubblicata in questa pagina con la
          data dell'ultimo aggiornamento.
        </p>
      </LegalSection>
      <LegalSection id="terms-11" title="11. Legge applicabile e foro competente">
        <p>
          Questi termini sono regolati dalla legge italiana. Per le controversie è competente il foro di
          Bergamo, salvo il foro del consumatore previsto dal Codice del consumo.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
