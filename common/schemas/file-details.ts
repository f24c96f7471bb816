import { z } from 'zod';

/**
 * What the portal reads in a stored file (`GET …/:id/details`): the signature of a `.p7m`, the
 * invoices of a FatturaPA (plain or signed) or the SdI notice it is, or why it cannot be read.
 * Amounts and quantities are the file's own decimal strings ("183.00"), never recomputed; codes of
 * the standard (TD01, N2.2, MP05…) are sent as written, their meaning is the screen's.
 */

/** Who signed a `.p7m`, from the certificate in the envelope. */
export const signerSchema = z.object({
  name: z.string(),
  codiceFiscale: z.string().nullable(),
  /** The certification authority (the certificate's issuer). */
  issuer: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  /** The signing time written in the envelope (not proven by a time stamp). */
  signedAt: z.string().nullable(),
  /** The trusted certificate (from the firm's folder) the signer's chain ends at; null if none. */
  trustedAs: z.string().nullable(),
});

export const signatureProblems = [
  'content-altered',
  'signature-invalid',
  'certificate-expired',
  'certificate-not-yet-valid',
  'certificate-missing',
  'unsupported-algorithm',
  'untrusted',
] as const;
export type SignatureProblem = (typeof signatureProblems)[number];

export const signatureSchema = z.object({
  signers: z.array(signerSchema),
  /** Whether every signature matches the content it signs. */
  contentIntact: z.boolean(),
  problems: z.array(z.enum(signatureProblems)),
  /** Whether the firm configured a folder of trusted certificates (otherwise trust is not checked). */
  trustChecked: z.boolean(),
  /** The signed content: its detected type and size, downloadable on its own. */
  content: z.object({ type: z.string().nullable(), bytes: z.number().int() }),
});
export type Signature = z.infer<typeof signatureSchema>;

export const addressSchema = z.object({
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  town: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string().nullable(),
});

export const partySchema = z.object({
  /** Company name, or first and last name. */
  name: z.string(),
  vatNumber: z.string().nullable(),
  codiceFiscale: z.string().nullable(),
  address: addressSchema.nullable(),
  /** RF01…: the supplier's tax regime. */
  taxRegime: z.string().nullable(),
  pec: z.string().nullable(),
  sdiCode: z.string().nullable(),
});
export type Party = z.infer<typeof partySchema>;

export const adjustmentSchema = z.object({
  /** SC (discount) or MG (surcharge). */
  kind: z.string(),
  percent: z.string().nullable(),
  amount: z.string().nullable(),
});

export const invoiceLineSchema = z.object({
  number: z.string().nullable(),
  description: z.string(),
  quantity: z.string().nullable(),
  unit: z.string().nullable(),
  unitPrice: z.string().nullable(),
  adjustments: z.array(adjustmentSchema),
  total: z.string(),
  rate: z.string().nullable(),
  /** N1…N7 (N2.2…): why no VAT is charged. */
  nature: z.string().nullable(),
  withholding: z.boolean(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const vatSummarySchema = z.object({
  rate: z.string(),
  nature: z.string().nullable(),
  taxable: z.string(),
  tax: z.string(),
  /** I (immediate), D (deferred), S (split payment). */
  chargeability: z.string().nullable(),
  legalReference: z.string().nullable(),
});

export const withholdingSchema = z.object({
  type: z.string(),
  amount: z.string(),
  rate: z.string().nullable(),
  /** The payment reason (causale di pagamento: A, B…). */
  reason: z.string().nullable(),
});

export const pensionSchema = z.object({
  /** TC01…: the fund. */
  fund: z.string(),
  rate: z.string().nullable(),
  amount: z.string(),
  taxable: z.string().nullable(),
  vatRate: z.string().nullable(),
  nature: z.string().nullable(),
});

export const paymentTermSchema = z.object({
  /** TP01 (instalments), TP02 (in full), TP03 (advance). */
  terms: z.string().nullable(),
  /** MP01…: how. */
  method: z.string(),
  dueDate: z.string().nullable(),
  amount: z.string(),
  iban: z.string().nullable(),
  bank: z.string().nullable(),
  beneficiary: z.string().nullable(),
});
export type PaymentTerm = z.infer<typeof paymentTermSchema>;

export const referenceSchema = z.object({
  /** order, contract, agreement, receipt, invoice, delivery. */
  kind: z.string(),
  id: z.string().nullable(),
  date: z.string().nullable(),
  cig: z.string().nullable(),
  cup: z.string().nullable(),
});

export const invoiceAttachmentSchema = z.object({
  /** Numbered across the whole file, from 1: the download's address. */
  index: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  bytes: z.number().int(),
  /** The content's detected type, as an upload's; null when it is not a type the portal accepts. */
  type: z.string().nullable(),
});

export const invoiceSchema = z.object({
  /** FPR12, FPA12 or FSM10. */
  format: z.string(),
  simplified: z.boolean(),
  type: z.string(),
  number: z.string(),
  date: z.string(),
  currency: z.string(),
  supplier: partySchema,
  customer: partySchema,
  /** The page of lines asked for (`?righe=`), of `lineCount`. */
  lines: z.array(invoiceLineSchema),
  lineCount: z.number().int(),
  linesFrom: z.number().int(),
  vatSummary: z.array(vatSummarySchema),
  withholding: z.array(withholdingSchema),
  pension: z.array(pensionSchema),
  stampDuty: z.string().nullable(),
  payments: z.array(paymentTermSchema),
  causale: z.array(z.string()),
  references: z.array(referenceSchema),
  /** ImportoTotaleDocumento as written; null when the file leaves it out. */
  total: z.string().nullable(),
  /** False when the lines, the VAT summary and the total do not add up; `totalsProblems` says where. */
  totalsAgree: z.boolean(),
  totalsProblems: z.array(z.enum(['lines', 'total'])),
  attachments: z.array(invoiceAttachmentSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** A message of the SdI (Sistema di Interscambio) about an invoice it carried. */
export const sdiNoticeSchema = z.object({
  /** RC, NS, MC, NE, DT, AT, EC, MT: the root element says which. */
  kind: z.string(),
  fileName: z.string().nullable(),
  sdiId: z.string().nullable(),
  receivedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** EC01 (accepted) / EC02 (refused) for an outcome. */
  outcome: z.string().nullable(),
  errors: z.array(z.object({ code: z.string(), description: z.string() })),
  note: z.string().nullable(),
});
export type SdiNotice = z.infer<typeof sdiNoticeSchema>;

export const fileDetailsSchema = z.object({
  signature: signatureSchema.nullable(),
  invoices: z.array(invoiceSchema).nullable(),
  notice: sdiNoticeSchema.nullable(),
  unreadable: z.object({ reason: z.string() }).nullable(),
});
export type FileDetails = z.infer<typeof fileDetailsSchema>;

/** The stored file the details are of, as its list shows it: the readable page's heading. */
export const readFileSchema = z.object({
  title: z.string(),
  filename: z.string(),
  filetype: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** The client the file belongs to, in the firm's view; null in the client's own. */
  clientName: z.string().nullable(),
});

/** `GET …/:id/details`: what was read in the file, and which file it is. */
export const fileDetailsAnswerSchema = fileDetailsSchema.extend({ file: readFileSchema });
export type FileDetailsAnswer = z.infer<typeof fileDetailsAnswerSchema>;

/**
 * `POST /api/admin/documents/payment-terms`: what an invoice the firm is about to deliver asks to be
 * paid, for the upload form to suggest as the document's payment (the firm confirms it).
 */
export const paymentTermsAnswerSchema = z.object({
  invoices: z.array(
    invoiceSchema
      .pick({ type: true, number: true, date: true, currency: true, total: true })
      .extend({ supplier: z.string(), payments: z.array(paymentTermSchema) }),
  ),
  /** Why the file could not be read as an invoice; null when it could (or holds none). */
  unreadable: z.string().nullable(),
});
export type PaymentTermsAnswer = z.infer<typeof paymentTermsAnswerSchema>;

/** Lines per page of a long invoice (`?righe=101` asks for the lines from the 101st). */
export const INVOICE_LINES_PAGE = 100;

export const fileDetailsQuerySchema = z.object({
  righe: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
