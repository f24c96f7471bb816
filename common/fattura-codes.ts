/**
 * The Italian meaning of the codes of a FatturaPA file (specifiche tecniche v1.9, schema 1.2.3: FPR12,
 * FPA12 and the simplified FSM10) and of the SdI's notices, shortened to fit a phone. Codes withdrawn
 * from the schema stay listed while older files still carry them.
 */

export type CodeList =
  | 'documentType'
  | 'nature'
  | 'paymentMethod'
  | 'paymentTerms'
  | 'pensionFund'
  | 'withholdingType'
  | 'paymentReason'
  | 'taxRegime'
  | 'chargeability'
  | 'adjustment'
  | 'sdiNotice'
  | 'outcome';

type Meanings = Readonly<Record<string, string>>;

const lists: Readonly<Record<CodeList, Meanings>> = Object.freeze({
  documentType: Object.freeze({
    TD01: 'Fattura',
    TD02: 'Acconto/anticipo su fattura',
    TD03: 'Acconto/anticipo su parcella',
    TD04: 'Nota di credito',
    TD05: 'Nota di debito',
    TD06: 'Parcella',
    // TD07–TD09 exist only in the simplified invoice (FSM10).
    TD07: 'Fattura semplificata',
    TD08: 'Nota di credito semplificata',
    TD09: 'Nota di debito semplificata',
    TD16: 'Integrazione fattura reverse charge interno',
    TD17: "Integrazione/autofattura per servizi dall'estero",
    TD18: 'Integrazione per acquisto di beni intracomunitari',
    TD19: 'Integrazione/autofattura per beni ex art. 17 c. 2 DPR 633/72',
    TD20: 'Autofattura per regolarizzazione e integrazione',
    TD21: 'Autofattura per splafonamento',
    TD22: 'Estrazione beni da deposito IVA',
    TD23: "Estrazione beni da deposito IVA con versamento dell'IVA",
    TD24: 'Fattura differita (art. 21 c. 4 lett. a)',
    TD25: 'Fattura differita (art. 21 c. 4 lett. b)',
    TD26: 'Cessione di beni ammortizzabili e passaggi interni',
    TD27: 'Autoconsumo o cessioni gratuite senza rivalsa',
    TD28: 'Acquisti da San Marino con IVA (fattura cartacea)',
    TD29: 'Comunicazione per omessa o irregolare fatturazione',
  }),
  // N2, N3 and N6 have been refused by the SdI since 2021, but earlier files carry them.
  nature: Object.freeze({
    N1: 'Escluse ex art. 15 DPR 633/72',
    N2: 'Non soggette',
    'N2.1': 'Non soggette – artt. da 7 a 7-septies DPR 633/72',
    'N2.2': 'Non soggette – altri casi',
    N3: 'Non imponibili',
    'N3.1': 'Non imponibili – esportazioni',
    'N3.2': 'Non imponibili – cessioni intracomunitarie',
    'N3.3': 'Non imponibili – cessioni verso San Marino',
    'N3.4': "Non imponibili – operazioni assimilate all'esportazione",
    'N3.5': "Non imponibili – dichiarazioni d'intento",
    'N3.6': 'Non imponibili – altre operazioni che non formano plafond',
    N4: 'Esenti',
    N5: 'Regime del margine / IVA non esposta',
    N6: 'Inversione contabile',
    'N6.1': 'Inversione contabile – rottami e materiali di recupero',
    'N6.2': 'Inversione contabile – oro e argento',
    'N6.3': 'Inversione contabile – subappalto nel settore edile',
    'N6.4': 'Inversione contabile – cessione di fabbricati',
    'N6.5': 'Inversione contabile – telefoni cellulari',
    'N6.6': 'Inversione contabile – prodotti elettronici',
    'N6.7': 'Inversione contabile – comparto edile e settori connessi',
    'N6.8': 'Inversione contabile – settore energetico',
    'N6.9': 'Inversione contabile – altri casi',
    N7: 'IVA assolta in altro Stato UE',
  }),
  paymentMethod: Object.freeze({
    MP01: 'Contanti',
    MP02: 'Assegno',
    MP03: 'Assegno circolare',
    MP04: 'Contanti presso Tesoreria',
    MP05: 'Bonifico',
    MP06: 'Vaglia cambiario',
    MP07: 'Bollettino bancario',
    MP08: 'Carta di pagamento',
    MP09: 'RID',
    MP10: 'RID utenze',
    MP11: 'RID veloce',
    MP12: 'RIBA',
    MP13: 'MAV',
    MP14: 'Quietanza erario',
    MP15: 'Giroconto su conti di contabilità speciale',
    MP16: 'Domiciliazione bancaria',
    MP17: 'Domiciliazione postale',
    MP18: 'Bollettino di c/c postale',
    MP19: 'SEPA Direct Debit',
    MP20: 'SEPA Direct Debit CORE',
    MP21: 'SEPA Direct Debit B2B',
    MP22: 'Trattenuta su somme già riscosse',
    MP23: 'PagoPA',
  }),
  paymentTerms: Object.freeze({
    TP01: 'Pagamento a rate',
    TP02: 'Pagamento completo',
    TP03: 'Anticipo',
  }),
  pensionFund: Object.freeze({
    TC01: 'Cassa nazionale previdenza e assistenza avvocati e procuratori legali',
    TC02: 'Cassa previdenza dottori commercialisti',
    TC03: 'Cassa previdenza e assistenza geometri',
    TC04: 'Cassa nazionale previdenza e assistenza ingegneri e architetti liberi professionisti',
    TC05: 'Cassa nazionale del notariato',
    TC06: 'Cassa nazionale previdenza e assistenza ragionieri e periti commerciali',
    TC07: 'ENASARCO (agenti e rappresentanti di commercio)',
    TC08: 'ENPACL (consulenti del lavoro)',
    TC09: 'ENPAM (medici)',
    TC10: 'ENPAF (farmacisti)',
    TC11: 'ENPAV (veterinari)',
    TC12: "ENPAIA (impiegati dell'agricoltura)",
    TC13: 'Fondo previdenza impiegati imprese di spedizione e agenzie marittime',
    TC14: 'INPGI (giornalisti italiani)',
    TC15: 'ONAOSI (orfani sanitari italiani)',
    TC16: 'CASAGIT (assistenza integrativa giornalisti italiani)',
    TC17: 'EPPI (periti industriali)',
    TC18: 'EPAP (ente pluricategoriale)',
    TC19: 'ENPAB (biologi)',
    TC20: 'ENPAPI (professione infermieristica)',
    TC21: 'ENPAP (psicologi)',
    TC22: 'INPS',
  }),
  withholdingType: Object.freeze({
    RT01: 'Ritenuta persone fisiche',
    RT02: 'Ritenuta persone giuridiche',
    RT03: 'Contributo INPS',
    RT04: 'Contributo ENASARCO',
    RT05: 'Contributo ENPAM',
    RT06: 'Altro contributo previdenziale',
  }),
  // The causali of the 770 form; Z gave way to ZO, and X and Y name payments of 2004–2005, but all stay valid.
  paymentReason: Object.freeze({
    A: 'Lavoro autonomo abituale (arte o professione)',
    B: "Diritti d'autore o d'inventore",
    C: 'Utili da associazione in partecipazione con apporto di solo lavoro',
    D: 'Utili dei soci promotori o fondatori',
    E: 'Levata di protesti cambiari',
    G: 'Indennità per cessazione di attività sportiva professionale',
    H: 'Indennità per cessazione del rapporto di agenzia',
    I: 'Indennità per cessazione da funzioni notarili',
    L: "Diritti d'autore o brevetti – aventi causa a titolo gratuito",
    L1: "Diritti d'autore o brevetti – acquisiti a titolo oneroso",
    M: 'Lavoro autonomo occasionale',
    M1: 'Obblighi di fare, non fare o permettere',
    M2: 'Lavoro autonomo occasionale con Gestione separata ENPAPI',
    N: 'Trasferte, rimborsi e compensi sportivi dilettantistici',
    O: 'Lavoro autonomo occasionale senza Gestione separata',
    O1: 'Obblighi di fare, non fare o permettere senza Gestione separata',
    P: 'Compensi a non residenti per uso di attrezzature',
    Q: 'Provvigioni ad agente monomandatario',
    R: 'Provvigioni ad agente plurimandatario',
    S: 'Provvigioni a commissionario',
    T: 'Provvigioni a mediatore',
    U: "Provvigioni a procacciatore d'affari",
    V: 'Provvigioni a incaricato alle vendite a domicilio',
    V1: 'Attività commerciali occasionali',
    V2: 'Vendita diretta a domicilio occasionale',
    W: "Corrispettivi di contratti d'appalto (art. 25-ter DPR 600/73)",
    X: 'Canoni a società UE del 2004 (art. 26-quater DPR 600/73)',
    Y: 'Canoni a società UE del 2005 (art. 26-quater DPR 600/73)',
    Z: 'Titolo diverso dai precedenti',
    ZO: 'Titolo diverso dai precedenti',
  }),
  // No RF03: the schema withdrew it, so a file carrying it is refused by the SdI.
  taxRegime: Object.freeze({
    RF01: 'Ordinario',
    RF02: 'Contribuenti minimi',
    RF04: 'Agricoltura e attività connesse e pesca',
    RF05: 'Vendita sali e tabacchi',
    RF06: 'Commercio dei fiammiferi',
    RF07: 'Editoria',
    RF08: 'Gestione servizi di telefonia pubblica',
    RF09: 'Rivendita documenti di trasporto pubblico e di sosta',
    RF10: 'Intrattenimenti e giochi (DPR 640/72)',
    RF11: 'Agenzie di viaggi e turismo',
    RF12: 'Agriturismo',
    RF13: 'Vendite a domicilio',
    RF14: "Rivendita di beni usati, oggetti d'arte e da collezione",
    RF15: "Vendite all'asta di oggetti d'arte e da collezione",
    RF16: 'IVA per cassa P.A.',
    RF17: 'IVA per cassa',
    RF18: 'Altro',
    RF19: 'Forfettario',
    RF20: 'Franchigia IVA transfrontaliera (Direttiva UE 2020/285)',
  }),
  chargeability: Object.freeze({
    I: 'Immediata',
    D: 'Differita',
    S: 'Scissione dei pagamenti',
  }),
  adjustment: Object.freeze({
    SC: 'Sconto',
    MG: 'Maggiorazione',
  }),
  // The two letters the SdI puts in the notice's file name (…_RC_001.xml).
  sdiNotice: Object.freeze({
    RC: 'Ricevuta di consegna',
    NS: 'Notifica di scarto',
    MC: 'Notifica di mancata consegna',
    NE: 'Notifica esito',
    DT: 'Notifica di decorrenza termini',
    AT: 'Attestazione di avvenuta trasmissione con impossibilità di recapito',
    EC: 'Esito committente',
    SE: 'Scarto esito committente',
    MT: 'File dei metadati',
  }),
  outcome: Object.freeze({
    EC01: 'Accettazione',
    EC02: 'Rifiuto',
  }),
});

/** The meaning in Italian, or null for a code the list does not have. */
export function codeMeaning(list: CodeList, code: string): string | null {
  const meanings = lists[list];
  const key = code.trim();
  // Object.hasOwn, so that 'toString' or 'constructor' in a file is an unknown code, not a function.
  return Object.hasOwn(meanings, key) ? (meanings[key] ?? null) : null;
}

/** "TD01 · Fattura"; the code alone when its meaning is unknown (never invented). */
export function codeWithMeaning(list: CodeList, code: string): string {
  const meaning = codeMeaning(list, code);
  const shown = code.trim();
  return meaning ? `${shown} · ${meaning}` : shown;
}
