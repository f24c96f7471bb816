import { firmProfile } from '@common/firm-profile';
import { ExternalLink } from '../components/external-link';
import { LegalSection } from '../components/legal-page';

/** Sections 7-12 of the privacy notice: transfers, retention, rights, security, updates. */
export function PrivacyNoticeRights() {
  return (
    <>
      <LegalSection id="privacy-7" title="7. Trasferimento dei dati extra UE">
        <p>
          I dati sono trattati all'interno dello Spazio Economico Europeo. Se un fornitore dovesse trattarli
          fuori da esso, il trasferimento avverrà solo verso Paesi con una decisione di adeguatezza della
          Commissione europea o con le garanzie previste dagli artt. 44-49 GDPR, come le clausole contrattuali
          standard. La mappa della pagina Contatti è fornita da OpenStreetMap (Regno Unito, Paese con
          decisione di adeguatezza).
        </p>
      </LegalSection>
      <LegalSection id="privacy-8" title="8. Periodo di conservazione">
        <ul>
          <li>
            Documenti contabili e fiscali e dati relativi ai rapporti di lavoro: 10 anni, come previsto
            dall'art. 2220 del Codice civile e dalla normativa fiscale e antiriciclaggio.
          </li>
          <li>
            Dati trattati per finalità di marketing: fino alla revoca del consenso o, al più tardi, 24 mesi
            dopo l'ultimo contatto.
          </li>
          <li>
            Richieste inviate con il modulo di contatto che non portano a un incarico: il tempo necessario a
            rispondere e comunque non oltre 24 mesi dall'ultimo contatto.
          </li>
          <li>
            Account dell'area riservata: per la durata del rapporto con lo Studio; le sessioni di accesso
            scadono dopo 30 minuti di inattività.
          </li>
          <li>
            Registri di sicurezza dell'area riservata (accessi, operazioni sui documenti e sugli account): 24
            mesi, per la sicurezza del servizio e l'accertamento di eventuali abusi; i conteggi dei tentativi
            di accesso non riusciti si cancellano dopo un'ora senza nuovi tentativi.
          </li>
        </ul>
      </LegalSection>
      <LegalSection id="privacy-9" title="9. Diritti dell'interessato">
        <p>Ai sensi degli artt. 15-22 GDPR hai il diritto di:</p>
        <ul>
          <li>accedere ai tuoi dati e riceverne copia;</li>
          <li>ottenerne la rettifica o l'integrazione;</li>
          <li>ottenerne la cancellazione, salvo che la legge ne imponga la conservazione;</li>
          <li>ottenere la limitazione del trattamento;</li>
          <li>ricevere i dati in un formato strutturato e trasferirli a un altro titolare (portabilità);</li>
          <li>opporti al trattamento basato sul legittimo interesse;</li>
          <li>revocare in ogni momento il consenso, senza effetti sui trattamenti già svolti.</li>
        </ul>
        <p>
          Per esercitarli scrivi a <a href={`mailto:${firmProfile.email}`}>{firmProfile.email}</a> o alla PEC{' '}
          <a href={`mailto:${firmProfile.pec}`}>{firmProfile.pec}</a>: ti risponderemo entro un mese. Hai
          inoltre il diritto di proporre reclamo al Garante per la protezione dei dati personali (
          <ExternalLink href="https://www.garanteprivacy.it/">www.garanteprivacy.it</ExternalLink>).
        </p>
      </LegalSection>
      <LegalSection id="privacy-10" title="10. Sicurezza dei dati">
        <p>
          Adottiamo misure tecniche e organizzative adeguate al rischio: connessioni cifrate, password
          conservate solo in forma cifrata non reversibile, sessioni che scadono, accesso di ciascun cliente
          ai soli propri documenti, copie di sicurezza e accesso ai dati riservato al personale autorizzato.
        </p>
      </LegalSection>
      <LegalSection id="privacy-11" title="11. Processi decisionali automatizzati">
        <p>
          Lo Studio non adotta decisioni basate unicamente su trattamenti automatizzati, compresa la
          profilazione, che producano effetti giuridici o incidano in modo analogo sulla tua persona (art. 22
          GDPR).
        </p>
      </LegalSection>
      <LegalSection id="privacy-12" title="12. Aggiornamenti dell'informativa">
        <p>
          Questa informativa può essere aggiornata per modifiche normative o dei servizi offerti. La versione
          in vigore è sempre pubblicata in questa pagina, con la data dell'ultimo aggiornamento indicata in
          alto.
        </p>
      </LegalSection>
    </>
  );
}
