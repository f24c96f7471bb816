/*
 * FatturaPA files built from parts, so that each reader test writes only what it is about:
 * an ordinary invoice (one body, or a batch), a simplified one (FSM10) and the SdI's notices.
 */

const ORDINARY_NS = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';
const SIMPLIFIED_NS = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.0';
const NOTICE_NS = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/messaggi/v1.0';

/** `<Name>value</Name>` for each defined entry, in order; undefined and null leave the element out. */
function elements(fields: Record<string, string | null | undefined>): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join('');
}

export interface LineSpec {
  description: string;
  quantity?: string;
  unitPrice?: string;
  /** A discount (SC) or surcharge (MG), by percent or amount. */
  adjustment?: { kind: 'SC' | 'MG'; percent?: string; amount?: string };
  total: string;
  rate: string;
  nature?: string;
  withholding?: boolean;
}

export interface SummarySpec {
  rate: string;
  nature?: string;
  taxable: string;
  tax: string;
  chargeability?: 'I' | 'D' | 'S';
  reference?: string;
}

export interface BodySpec {
  type?: string;
  number?: string;
  date?: string;
  /** null leaves ImportoTotaleDocumento out. */
  total?: string | null;
  lines: LineSpec[];
  summary: SummarySpec[];
  withholding?: { type: string; amount: string; rate: string; reason: string };
  pension?: { fund: string; rate: string; amount: string; taxable: string; vatRate: string };
  stampDuty?: string;
  causale?: string[];
  order?: { id: string; date?: string; cig?: string };
  corrects?: { number: string; date: string };
  payments?: { terms?: string; method: string; dueDate?: string; amount: string; iban?: string }[];
  attachments?: { name: string; bytes: Buffer; description?: string }[];
}

export interface InvoiceSpec {
  version?: string;
  /** A company (partita IVA, SdI code) or a consumer (codice fiscale, no code). */
  customer?: 'company' | 'consumer';
  bodies: BodySpec[];
}

const SUPPLIER = `<CedentePrestatore><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>01234567890</IdCodice></IdFiscaleIVA><CodiceFiscale>01234567890</CodiceFiscale><Anagrafica><Denominazione>Studio Verdi &amp; Associati S.r.l.</Denominazione></Anagrafica><RegimeFiscale>RF01</RegimeFiscale></DatiAnagrafici><Sede><Indirizzo>Via Roma</Indirizzo><NumeroCivico>1</NumeroCivico><CAP>24121</CAP><Comune>Bergamo</Comune><Provincia>BG</Provincia><Nazione>IT</Nazione></Sede></CedentePrestatore>`;
const COMPANY = `<CessionarioCommittente><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>09876543210</IdCodice></IdFiscaleIVA><Anagrafica><Denominazione>Bianchi Costruzioni S.p.A.</Denominazione></Anagrafica></DatiAnagrafici><Sede><Indirizzo>Via Garibaldi 2</Indirizzo><CAP>20121</CAP><Comune>Milano</Comune><Provincia>MI</Provincia><Nazione>IT</Nazione></Sede></CessionarioCommittente>`;
const CONSUMER = `<CessionarioCommittente><DatiAnagrafici><CodiceFiscale>RSSMRA80A01H501U</CodiceFiscale><Anagrafica><Nome>Mario</Nome><Cognome>Rossi</Cognome></Anagrafica></DatiAnagrafici><Sede><Indirizzo>Via Verdi 3</Indirizzo><CAP>24122</CAP><Comune>Bergamo</Comune><Nazione>IT</Nazione></Sede></CessionarioCommittente>`;

function line(spec: LineSpec, index: number): string {
  const adjustment = spec.adjustment
    ? `<ScontoMaggiorazione>${elements({ Tipo: spec.adjustment.kind, Percentuale: spec.adjustment.percent, Importo: spec.adjustment.amount })}</ScontoMaggiorazione>`
    : '';
  return `<DettaglioLinee>${elements({ NumeroLinea: String(index + 1), Descrizione: spec.description, Quantita: spec.quantity, PrezzoUnitario: spec.unitPrice })}${adjustment}${elements({ PrezzoTotale: spec.total, AliquotaIVA: spec.rate, Ritenuta: spec.withholding ? 'SI' : undefined, Natura: spec.nature })}</DettaglioLinee>`;
}

function body(spec: BodySpec, index: number): string {
  const { withholding: w, pension: p } = spec;
  const document = elements({
    TipoDocumento: spec.type ?? 'TD01',
    Divisa: 'EUR',
    Data: spec.date ?? '2026-03-15',
    Numero: spec.number ?? `FT/2026/${100 + index}`,
  });
  const ritenuta = w
    ? `<DatiRitenuta>${elements({ TipoRitenuta: w.type, ImportoRitenuta: w.amount, AliquotaRitenuta: w.rate, CausalePagamento: w.reason })}</DatiRitenuta>`
    : '';
  const bollo = spec.stampDuty
    ? `<DatiBollo><BolloVirtuale>SI</BolloVirtuale><ImportoBollo>${spec.stampDuty}</ImportoBollo></DatiBollo>`
    : '';
  const cassa = p
    ? `<DatiCassaPrevidenziale>${elements({ TipoCassa: p.fund, AlCassa: p.rate, ImportoContributoCassa: p.amount, ImponibileCassa: p.taxable, AliquotaIVA: p.vatRate })}</DatiCassaPrevidenziale>`
    : '';
  const totals = elements({
    ImportoTotaleDocumento: spec.total === undefined ? '122.00' : spec.total,
  });
  const causale = (spec.causale ?? []).map((c) => `<Causale>${c}</Causale>`).join('');
  const order = spec.order
    ? `<DatiOrdineAcquisto>${elements({ IdDocumento: spec.order.id, Data: spec.order.date, CodiceCIG: spec.order.cig })}</DatiOrdineAcquisto>`
    : '';
  const corrects = spec.corrects
    ? `<DatiFattureCollegate>${elements({ IdDocumento: spec.corrects.number, Data: spec.corrects.date })}</DatiFattureCollegate>`
    : '';
  const summaries = spec.summary
    .map(
      (s) =>
        `<DatiRiepilogo>${elements({ AliquotaIVA: s.rate, Natura: s.nature, ImponibileImporto: s.taxable, Imposta: s.tax, EsigibilitaIVA: s.chargeability, RiferimentoNormativo: s.reference })}</DatiRiepilogo>`,
    )
    .join('');
  const payments = spec.payments?.length
    ? `<DatiPagamento><CondizioniPagamento>${spec.payments[0]!.terms ?? (spec.payments.length > 1 ? 'TP01' : 'TP02')}</CondizioniPagamento>${spec.payments
        .map(
          (pay) =>
            `<DettaglioPagamento>${elements({ ModalitaPagamento: pay.method, DataScadenzaPagamento: pay.dueDate, ImportoPagamento: pay.amount, IBAN: pay.iban })}</DettaglioPagamento>`,
        )
        .join('')}</DatiPagamento>`
    : '';
  const attachments = (spec.attachments ?? [])
    .map(
      (a) =>
        `<Allegati>${elements({ NomeAttachment: a.name, FormatoAttachment: 'PDF', DescrizioneAttachment: a.description, Attachment: a.bytes.toString('base64') })}</Allegati>`,
    )
    .join('');
  return `<FatturaElettronicaBody><DatiGenerali><DatiGeneraliDocumento>${document}${ritenuta}${bollo}${cassa}${totals}${causale}</DatiGeneraliDocumento>${order}${corrects}</DatiGenerali><DatiBeniServizi>${spec.lines.map(line).join('')}${summaries}</DatiBeniServizi>${payments}${attachments}</FatturaElettronicaBody>`;
}

/** An ordinary FatturaPA (FPR12 by default) with one body per spec: more than one is a batch. */
export function invoiceXml(spec: InvoiceSpec): Buffer {
  const { version = 'FPR12', customer = 'company' } = spec;
  const code = customer === 'company' ? 'KRRH6B9' : '0000000';
  const transmission = `<DatiTrasmissione><IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>01234567890</IdCodice></IdTrasmittente><ProgressivoInvio>00042</ProgressivoInvio><FormatoTrasmissione>${version}</FormatoTrasmissione><CodiceDestinatario>${code}</CodiceDestinatario>${customer === 'consumer' ? '<PECDestinatario>mario.rossi@pec.example.it</PECDestinatario>' : ''}</DatiTrasmissione>`;
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<p:FatturaElettronica versione="${version}" xmlns:p="${ORDINARY_NS}"><FatturaElettronicaHeader>${transmission}${SUPPLIER}${customer === 'company' ? COMPANY : CONSUMER}</FatturaElettronicaHeader>${spec.bodies.map(body).join('')}</p:FatturaElettronica>\n`,
  );
}

/** The plainest body: one line of 100.00 at 22%, total 122.00. */
export const plainBody = (overrides: Partial<BodySpec> = {}): BodySpec => ({
  lines: [
    {
      description: 'Consulenza fiscale',
      quantity: '1.00',
      unitPrice: '100.00',
      total: '100.00',
      rate: '22.00',
    },
  ],
  summary: [{ rate: '22.00', taxable: '100.00', tax: '22.00', chargeability: 'I' }],
  total: '122.00',
  ...overrides,
});

/**
 * A professional's parcella (TD06) to a consumer: a fee subject to withholding, cassa at 4%, an expense
 * excluded from VAT (N1), stamp duty and two instalments of 536.40 by bank transfer. It adds up:
 * 1000 + 40 taxable at 22% = 228.80 VAT, + 2.00 excluded = 1272.80.
 */
export const parcellaXml = () =>
  invoiceXml({
    customer: 'consumer',
    bodies: [
      {
        type: 'TD06',
        number: 'P/2026/31',
        total: '1272.80',
        lines: [
          {
            description: 'Onorario dichiarazione dei redditi',
            total: '1000.00',
            rate: '22.00',
            withholding: true,
          },
          { description: 'Spese anticipate in nome e per conto', total: '2.00', rate: '0.00', nature: 'N1' },
        ],
        pension: { fund: 'TC22', rate: '4.00', amount: '40.00', taxable: '1000.00', vatRate: '22.00' },
        summary: [
          { rate: '22.00', taxable: '1040.00', tax: '228.80', chargeability: 'I' },
          { rate: '0.00', nature: 'N1', taxable: '2.00', tax: '0.00', reference: 'Art. 15 DPR 633/72' },
        ],
        withholding: { type: 'RT01', amount: '200.00', rate: '20.00', reason: 'A' },
        stampDuty: '2.00',
        payments: [
          { method: 'MP05', dueDate: '2026-04-15', amount: '536.40', iban: 'IT60X0542811101000000123456' },
          { method: 'MP05', dueDate: '2026-05-15', amount: '536.40', iban: 'IT60X0542811101000000123456' },
        ],
      },
    ],
  });

/** A simplified invoice (FSM10): each line's amount includes its VAT. */
export function simplifiedInvoiceXml(
  lines: { description: string; amount: string; rate?: string; tax?: string; nature?: string }[],
): Buffer {
  const goods = lines
    .map(
      (l) =>
        `<DatiBeniServizi>${elements({ Descrizione: l.description, Importo: l.amount })}<DatiIVA>${elements({ Imposta: l.tax, Aliquota: l.rate })}</DatiIVA>${elements({ Natura: l.nature })}</DatiBeniServizi>`,
    )
    .join('');
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<p:FatturaElettronicaSemplificata versione="FSM10" xmlns:p="${SIMPLIFIED_NS}"><FatturaElettronicaHeader><DatiTrasmissione><IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>01234567890</IdCodice></IdTrasmittente><ProgressivoInvio>7</ProgressivoInvio><FormatoTrasmissione>FSM10</FormatoTrasmissione><CodiceDestinatario>0000000</CodiceDestinatario></DatiTrasmissione><CedentePrestatore><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>01234567890</IdCodice></IdFiscaleIVA><Denominazione>Bar Centrale di Rossi</Denominazione><Sede><Indirizzo>Piazza Vecchia 1</Indirizzo><CAP>24129</CAP><Comune>Bergamo</Comune><Nazione>IT</Nazione></Sede><RegimeFiscale>RF01</RegimeFiscale></CedentePrestatore><CessionarioCommittente><IdentificativiFiscali><CodiceFiscale>RSSMRA80A01H501U</CodiceFiscale></IdentificativiFiscali></CessionarioCommittente></FatturaElettronicaHeader><FatturaElettronicaBody><DatiGenerali><DatiGeneraliDocumento><TipoDocumento>TD07</TipoDocumento><Divisa>EUR</Divisa><Data>2026-04-02</Data><Numero>S-12</Numero></DatiGeneraliDocumento></DatiGenerali>${goods}</FatturaElettronicaBody></p:FatturaElettronicaSemplificata>\n`,
  );
}

/** A rejection (NotificaScarto) with its errors, as the SdI sends it back. */
export function rejectionNotice(errors: { code: string; description: string }[]): Buffer {
  const list = errors
    .map((e) => `<Errore>${elements({ Codice: e.code, Descrizione: e.description })}</Errore>`)
    .join('');
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<ns3:NotificaScarto xmlns:ns3="${NOTICE_NS}" versione="1.0"><IdentificativoSdI>111222333</IdentificativoSdI><NomeFile>IT01234567890_00042.xml</NomeFile><DataOraRicezione>2026-03-15T10:00:00.000+01:00</DataOraRicezione><ListaErrori>${list}</ListaErrori><MessageId>987</MessageId></ns3:NotificaScarto>\n`,
  );
}
