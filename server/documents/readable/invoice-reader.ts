import type { Invoice } from '@common/schemas/file-details';
import { sumUnits, toUnits, unitsToText, withinUnits } from './decimal';
import { ordinaryParty, payments, references, simplifiedCustomer, simplifiedSupplier } from './invoice-parts';
import { child, childrenNamed, textAt, type XmlElement } from './xml-tree';

/** The tracciati the portal reads: ordinary to businesses (FPR12), to the public sector (FPA12), simplified. */
const ORDINARY_VERSIONS = new Set(['FPR12', 'FPA12']);
const SIMPLIFIED_VERSIONS = new Set(['FSM10']);
/** The SdI accepts a taxable amount within one euro of the lines' sum (check 00422): so does the view. */
const LINES_TOLERANCE = '1.00';
const TOTAL_TOLERANCE = '0.01';

export class InvoiceError extends Error {}

/** One attachment as it sits in the file, before its content is decoded. */
export interface AttachmentPart {
  name: string;
  description: string | null;
  base64: string;
}

export type ReadInvoice = Omit<Invoice, 'attachments'> & { attachmentParts: AttachmentPart[] };

/** Each body of a FatturaPA (a batch holds several) read into an invoice. */
export function readInvoices(root: XmlElement): ReadInvoice[] {
  const version = root.attributes.versione?.trim() ?? '';
  const simplified = root.name === 'FatturaElettronicaSemplificata';
  const known = simplified ? SIMPLIFIED_VERSIONS : ORDINARY_VERSIONS;
  if (!known.has(version)) {
    throw new InvoiceError(`versione del tracciato non riconosciuta (${version || 'non indicata'})`);
  }
  const header = child(root, 'FatturaElettronicaHeader');
  const bodies = childrenNamed(root, 'FatturaElettronicaBody');
  if (!header || bodies.length === 0)
    throw new InvoiceError('mancano l’intestazione o il corpo della fattura');
  return bodies.map((body) =>
    simplified ? simplifiedInvoice(version, header, body) : ordinaryInvoice(version, header, body),
  );
}

function documentData(body: XmlElement) {
  const general = child(body, 'DatiGenerali');
  const document = child(general, 'DatiGeneraliDocumento');
  if (!document) throw new InvoiceError('mancano i dati generali del documento');
  return { general, document };
}

function ordinaryInvoice(format: string, header: XmlElement, body: XmlElement): ReadInvoice {
  const { general, document } = documentData(body);
  const goods = child(body, 'DatiBeniServizi');
  const transmission = child(header, 'DatiTrasmissione');
  const customer = ordinaryParty(child(header, 'CessionarioCommittente'));
  const code = textAt(transmission, 'CodiceDestinatario');
  customer.sdiCode = code && !/^0+$/.test(code) ? code : null;
  customer.pec = textAt(transmission, 'PECDestinatario');
  const lines = childrenNamed(goods, 'DettaglioLinee').map((line) => ({
    number: textAt(line, 'NumeroLinea'),
    description: textAt(line, 'Descrizione') ?? '',
    quantity: textAt(line, 'Quantita'),
    unit: textAt(line, 'UnitaMisura'),
    unitPrice: textAt(line, 'PrezzoUnitario'),
    adjustments: adjustments(line),
    total: textAt(line, 'PrezzoTotale') ?? '',
    rate: textAt(line, 'AliquotaIVA'),
    nature: textAt(line, 'Natura'),
    withholding: textAt(line, 'Ritenuta') === 'SI',
  }));
  const summaries = childrenNamed(goods, 'DatiRiepilogo');
  const vatSummary = summaries.map((summary) => ({
    rate: textAt(summary, 'AliquotaIVA') ?? '',
    nature: textAt(summary, 'Natura'),
    taxable: textAt(summary, 'ImponibileImporto') ?? '',
    tax: textAt(summary, 'Imposta') ?? '',
    chargeability: textAt(summary, 'EsigibilitaIVA'),
    legalReference: textAt(summary, 'RiferimentoNormativo'),
  }));
  const pension = childrenNamed(document, 'DatiCassaPrevidenziale').map((fund) => ({
    fund: textAt(fund, 'TipoCassa') ?? '',
    rate: textAt(fund, 'AlCassa'),
    amount: textAt(fund, 'ImportoContributoCassa') ?? '',
    taxable: textAt(fund, 'ImponibileCassa'),
    vatRate: textAt(fund, 'AliquotaIVA'),
    nature: textAt(fund, 'Natura'),
  }));
  const stampDuty = textAt(document, 'DatiBollo', 'ImportoBollo');
  const total = textAt(document, 'ImportoTotaleDocumento');
  const totalsProblems: Invoice['totalsProblems'] = [];
  // The lines and the funds' contributions make the taxable amounts, less expenses and roundings the summary adds.
  const linesSum = sumUnits([...lines.map((l) => l.total), ...pension.map((p) => p.amount)]);
  const extras = sumUnits(
    summaries.flatMap((s) => [textAt(s, 'SpeseAccessorie'), textAt(s, 'Arrotondamento')]),
  );
  const taxable = sumUnits(vatSummary.map((s) => s.taxable));
  const tax = sumUnits(vatSummary.map((s) => s.tax));
  if (
    linesSum === null ||
    extras === null ||
    taxable === null ||
    !withinUnits(linesSum + extras, taxable, LINES_TOLERANCE)
  ) {
    totalsProblems.push('lines');
  }
  if (total !== null && !totalAgrees(total, taxable, tax, document, stampDuty)) totalsProblems.push('total');
  return {
    format,
    simplified: false,
    type: textAt(document, 'TipoDocumento') ?? '',
    number: textAt(document, 'Numero') ?? '',
    date: textAt(document, 'Data') ?? '',
    currency: textAt(document, 'Divisa') ?? 'EUR',
    supplier: ordinaryParty(child(header, 'CedentePrestatore')),
    customer,
    lines,
    lineCount: lines.length,
    linesFrom: 1,
    vatSummary,
    withholding: childrenNamed(document, 'DatiRitenuta').map((w) => ({
      type: textAt(w, 'TipoRitenuta') ?? '',
      amount: textAt(w, 'ImportoRitenuta') ?? '',
      rate: textAt(w, 'AliquotaRitenuta'),
      reason: textAt(w, 'CausalePagamento'),
    })),
    pension,
    stampDuty,
    payments: payments(body),
    causale: childrenNamed(document, 'Causale')
      .map((c) => c.text.trim())
      .filter(Boolean),
    references: references(general),
    total,
    totalsAgree: totalsProblems.length === 0,
    totalsProblems,
    attachmentParts: attachmentParts(body),
  };
}

/**
 * ImportoTotaleDocumento is the taxable amounts plus their VAT and the document's rounding; issuers
 * differ on whether the stamp duty charged to the customer is in it, so either reading agrees.
 */
function totalAgrees(
  total: string,
  taxable: bigint | null,
  tax: bigint | null,
  document: XmlElement,
  stampDuty: string | null,
): boolean {
  const written = toUnits(total);
  const rounding = toUnits(textAt(document, 'Arrotondamento') ?? '0');
  if (written === null || taxable === null || tax === null || rounding === null) return false;
  const expected = taxable + tax + rounding;
  const stamp = toUnits(stampDuty ?? '0') ?? 0n;
  return (
    withinUnits(written, expected, TOTAL_TOLERANCE) || withinUnits(written, expected + stamp, TOTAL_TOLERANCE)
  );
}

function adjustments(line: XmlElement) {
  return childrenNamed(line, 'ScontoMaggiorazione').map((a) => ({
    kind: textAt(a, 'Tipo') ?? '',
    percent: textAt(a, 'Percentuale'),
    amount: textAt(a, 'Importo'),
  }));
}

function attachmentParts(body: XmlElement): AttachmentPart[] {
  return childrenNamed(body, 'Allegati').map((attachment) => ({
    name: textAt(attachment, 'NomeAttachment') ?? 'allegato',
    description: textAt(attachment, 'DescrizioneAttachment'),
    base64: child(attachment, 'Attachment')?.text ?? '',
  }));
}

/** FSM10: each line's amount includes its VAT, and the file has no total of its own but their sum. */
function simplifiedInvoice(format: string, header: XmlElement, body: XmlElement): ReadInvoice {
  const { general, document } = documentData(body);
  const goods = childrenNamed(body, 'DatiBeniServizi');
  const lines = goods.map((line) => ({
    number: null,
    description: textAt(line, 'Descrizione') ?? '',
    quantity: null,
    unit: null,
    unitPrice: null,
    adjustments: [],
    total: textAt(line, 'Importo') ?? '',
    rate: textAt(line, 'DatiIVA', 'Aliquota'),
    nature: textAt(line, 'Natura'),
    withholding: false,
  }));
  const byRate = new Map<
    string,
    { taxable: bigint; tax: bigint; nature: string | null; reference: string | null }
  >();
  let sum = 0n;
  let readable = true;
  for (const line of goods) {
    const amount = toUnits(textAt(line, 'Importo'));
    const tax = toUnits(textAt(line, 'DatiIVA', 'Imposta') ?? '0');
    if (amount === null || tax === null) {
      readable = false;
      continue;
    }
    sum += amount;
    const rate = textAt(line, 'DatiIVA', 'Aliquota') ?? '';
    const nature = textAt(line, 'Natura');
    const key = `${rate}|${nature ?? ''}`;
    const group = byRate.get(key) ?? {
      taxable: 0n,
      tax: 0n,
      nature,
      reference: textAt(line, 'RiferimentoNormativo'),
    };
    group.taxable += amount - tax;
    group.tax += tax;
    byRate.set(key, group);
  }
  return {
    format,
    simplified: true,
    type: textAt(document, 'TipoDocumento') ?? '',
    number: textAt(document, 'Numero') ?? '',
    date: textAt(document, 'Data') ?? '',
    currency: textAt(document, 'Divisa') ?? 'EUR',
    supplier: simplifiedSupplier(child(header, 'CedentePrestatore')),
    customer: simplifiedCustomer(child(header, 'CessionarioCommittente')),
    lines,
    lineCount: lines.length,
    linesFrom: 1,
    vatSummary: [...byRate.entries()].map(([key, group]) => ({
      rate: key.split('|')[0]!,
      nature: group.nature,
      taxable: unitsToText(group.taxable),
      tax: unitsToText(group.tax),
      chargeability: null,
      legalReference: group.reference,
    })),
    withholding: [],
    pension: [],
    stampDuty: null,
    payments: [],
    causale: [],
    references: references(general),
    total: readable ? unitsToText(sum) : null,
    totalsAgree: readable,
    totalsProblems: readable ? [] : ['lines'],
    attachmentParts: attachmentParts(body),
  };
}
