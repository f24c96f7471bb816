export interface UsefulTool {
  title: string;
  description: string;
  /** The official site, opened in a new tab. */
  url: string;
}

/** The 11 external tools of the specification, in its order. */
export const usefulTools: readonly UsefulTool[] = [
  {
    title: 'ANPR - Anagrafe Nazionale',
    description:
      'Anagrafe Nazionale della Popolazione Residente: certificati anagrafici online, gratuiti e senza bollo, e verifica dei propri dati.',
    url: 'https://www.anagrafenazionale.interno.it/',
  },
  {
    title: 'Registro Nazionale Aiuti di Stato',
    description:
      "Consulta gli aiuti di Stato e gli aiuti de minimis concessi alle imprese e verifica l'importo ancora disponibile.",
    url: 'https://www.rna.gov.it/',
  },
  {
    title: 'Impresa in un giorno',
    description:
      "Il portale degli Sportelli Unici per le Attività Produttive (SUAP) per avviare, modificare e gestire un'attività d'impresa.",
    url: 'https://www.impresainungiorno.gov.it/',
  },
  {
    title: 'GSE - Portale Autoconsumo',
    description:
      "Informazioni e simulatori del Gestore dei Servizi Energetici sull'autoconsumo e sulle comunità energetiche rinnovabili.",
    url: 'https://www.autoconsumo.gse.it/',
  },
  {
    title: 'GSE - Area Clienti',
    description:
      "L'area riservata del GSE per presentare e seguire le richieste di accesso agli incentivi per l'autoconsumo e le CER.",
    url: 'https://areaclienti.gse.it/',
  },
  {
    title: 'ENEA - Detrazioni Fiscali',
    description:
      'Il portale ENEA per trasmettere le pratiche di Ecobonus e Bonus Casa sugli interventi di risparmio energetico.',
    url: 'https://detrazionifiscali.enea.it/',
  },
  {
    title: 'Regione Lombardia - Bandi e Servizi',
    description:
      'Accesso con SPID, CIE o CNS ai servizi digitali e ai bandi di Regione Lombardia per cittadini e imprese.',
    url: 'https://www.bandi.regione.lombardia.it/',
  },
  {
    title: 'Fatture e Corrispettivi',
    description:
      "Il servizio web dell'Agenzia delle Entrate per emettere, ricevere e consultare fatture elettroniche e corrispettivi.",
    url: 'https://ivaservizi.agenziaentrate.gov.it/portale/',
  },
  {
    title: 'Portale Cloud TS Digital',
    description:
      'La piattaforma cloud per scambiare con lo studio fatture elettroniche e documenti contabili e conservarli a norma.',
    url: 'https://app.tsdigital.it/',
  },
  {
    title: 'Visualizzatore Fatture Firmate',
    description:
      'Il servizio del Notariato per verificare la firma digitale di un file .p7m, come una fattura elettronica firmata, e leggerne il contenuto.',
    url: 'https://vol.ca.notariato.it/',
  },
  {
    title: 'PEC - Accesso Webmail',
    description: 'Accedi dalla webmail alla tua casella di Posta Elettronica Certificata Aruba PEC.',
    url: 'https://webmail.pec.it/',
  },
];
