import { firmProfile, fullAddress } from '@common/firm-profile';
import { Link } from 'react-router';
import { LegalSection } from '../components/legal-page';

/** Sections 1-6 of the privacy notice: who processes which data, why and with whom. */
export function PrivacyNoticeProcessing() {
  return (
    <>
      <LegalSection id="privacy-1" title="1. Titolare del trattamento">
        <p>
          Il titolare del trattamento è {firmProfile.legalName}, con sede legale in {fullAddress}, Partita IVA{' '}
          {firmProfile.vatNumber} (di seguito «lo Studio»).
        </p>
        <ul>
          <li>
            Email: <a href={`mailto:${firmProfile.email}`}>{firmProfile.email}</a>
          </li>
          <li>
            PEC: <a href={`mailto:${firmProfile.pec}`}>{firmProfile.pec}</a>
          </li>
          <li>
            Telefono: <a href={`tel:${firmProfile.phone.e164}`}>{firmProfile.phone.display}</a>
          </li>
        </ul>
        <p>
          Lo Studio non è tenuto alla designazione di un Responsabile della protezione dei dati (RPD/DPO): per
          qualsiasi richiesta sul trattamento dei tuoi dati puoi usare i recapiti indicati sopra.
        </p>
      </LegalSection>
      <LegalSection id="privacy-2" title="2. Tipologie di dati trattati">
        <ul>
          <li>
            <strong>Dati di navigazione</strong>: indirizzo IP, data e ora della richiesta, pagina richiesta e
            dati tecnici del browser, registrati dal server per il funzionamento e la sicurezza del sito.
          </li>
          <li>
            <strong>Dati forniti volontariamente</strong>: nome, indirizzo email, oggetto e testo del
            messaggio inviati con il modulo di contatto, o comunicati via email, PEC e telefono.
          </li>
          <li>
            <strong>Dati dei clienti</strong>: dati anagrafici e di contatto, dati fiscali, contabili,
            patrimoniali e bancari, dati relativi ai rapporti di lavoro, documenti messi a disposizione
            nell'area riservata e credenziali di accesso.
          </li>
          <li>
            <strong>Cookie tecnici</strong>: descritti nella <Link to="/cookie-policy">Cookie Policy</Link>.
          </li>
        </ul>
        <p>
          Non chiediamo dati appartenenti a categorie particolari (art. 9 GDPR): li trattiamo solo se
          indispensabili all'incarico, ad esempio per le detrazioni di spese sanitarie, e nei limiti previsti
          dalla legge.
        </p>
      </LegalSection>
      <LegalSection id="privacy-3" title="3. Finalità e basi giuridiche del trattamento">
        <ul>
          <li>
            Rispondere alle richieste di informazioni e di preventivo: esecuzione di misure precontrattuali
            (art. 6, par. 1, lett. b GDPR).
          </li>
          <li>
            Svolgere l'incarico professionale di consulenza fiscale, contabile, tributaria e del lavoro:
            esecuzione del contratto (art. 6, par. 1, lett. b).
          </li>
          <li>
            Adempiere agli obblighi di legge fiscali, contabili e antiriciclaggio (D.Lgs. 231/2007): obbligo
            legale (art. 6, par. 1, lett. c).
          </li>
          <li>
            Gestire l'area riservata e proteggere il sito da accessi abusivi: legittimo interesse dello Studio
            (art. 6, par. 1, lett. f).
          </li>
          <li>
            Inviare comunicazioni informative e promozionali sui servizi dello Studio: solo con il tuo
            consenso (art. 6, par. 1, lett. a), revocabile in ogni momento.
          </li>
          <li>
            Accertare, esercitare o difendere un diritto in sede giudiziaria: legittimo interesse (art. 6,
            par. 1, lett. f).
          </li>
        </ul>
        <p>
          Il conferimento dei dati è necessario per rispondere alle richieste e per svolgere l'incarico: senza
          di essi non possiamo farlo. Il consenso alle comunicazioni promozionali è facoltativo.
        </p>
      </LegalSection>
      <LegalSection id="privacy-4" title="4. Modalità del trattamento">
        <p>
          I dati sono trattati con strumenti elettronici e su supporti cartacei, da personale autorizzato e
          istruito dallo Studio, secondo i principi di liceità, correttezza, trasparenza, minimizzazione ed
          esattezza, e solo per le finalità indicate.
        </p>
      </LegalSection>
      <LegalSection id="privacy-5" title="5. Responsabili del trattamento">
        <p>
          Alcuni trattamenti sono svolti per conto dello Studio da fornitori nominati responsabili del
          trattamento (art. 28 GDPR): il fornitore dell'infrastruttura su cui è ospitato il sito, il fornitore
          del servizio di posta elettronica, i fornitori dei programmi gestionali e di conservazione digitale,
          i consulenti informatici. L'elenco aggiornato è disponibile su richiesta.
        </p>
      </LegalSection>
      <LegalSection id="privacy-6" title="6. Destinatari dei dati">
        <p>
          Nei limiti necessari all'incarico o richiesti dalla legge, i dati possono essere comunicati ad
          Agenzia delle Entrate, INPS, INAIL, Camera di Commercio e altre pubbliche amministrazioni, a banche
          e intermediari, ad altri professionisti coinvolti su tua richiesta (ad esempio avvocati e notai) e
          all'autorità giudiziaria. I dati non sono diffusi.
        </p>
      </LegalSection>
    </>
  );
}
