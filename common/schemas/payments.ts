import { z } from 'zod';
import { dueDateSchema } from './document-requests';
import { pageQuerySchema } from './paging';

/** The largest amount a document may ask for: 10 million euro, far above any F24 and below integer limits. */
export const AMOUNT_CENTS_MAX = 1_000_000_000;
export const PAYMENT_NOT_FOUND = 'Pagamento non trovato';
export const AMOUNT_INVALID = 'Importo non valido: scrivilo in euro, ad esempio 1250,00';

/** The optional payment fields of `POST /api/documents/upload`: both or neither. */
export const paymentFieldsSchema = z
  .object({
    amountCents: z.coerce
      .number({ error: AMOUNT_INVALID })
      .int(AMOUNT_INVALID)
      .min(1, AMOUNT_INVALID)
      .max(AMOUNT_CENTS_MAX, AMOUNT_INVALID)
      .optional(),
    dueDate: dueDateSchema.optional(),
  })
  .refine((v) => (v.amountCents === undefined) === (v.dueDate === undefined), {
    message: "Per un pagamento indica sia l'importo sia la scadenza",
    path: ['dueDate'],
  });

/**
 * '1.250,00', '1250', '1250.5', '€ 80' → cents; null when it is not an amount.
 * Italians write a comma for decimals; a point followed by three digits groups thousands.
 */
export function parseEuroAmount(input: string): number | null {
  let text = input.replace(/[€\s]/g, '');
  if (!text) return null;
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return cents > 0 && cents <= AMOUNT_CENTS_MAX ? cents : null;
}

export const paymentStates = ['unpaid', 'overdue', 'paid'] as const;
export type PaymentState = (typeof paymentStates)[number];
export const paymentStateLabels: Record<PaymentState, string> = {
  unpaid: 'Da pagare',
  overdue: 'Scaduto',
  paid: 'Pagato',
};

/** A payment: the document that asks for it (`GET /api/payments`, `GET /api/admin/payments`). */
export const paymentSchema = z.object({
  documentId: z.number().int(),
  title: z.string(),
  filename: z.string(),
  amountCents: z.number().int(),
  dueDate: z.string(),
  state: z.enum(paymentStates),
  paidAt: z.string().nullable(),
  /** The receipt (quietanza) the client attached, one of their sent files. */
  receipt: z.object({ id: z.number().int(), filename: z.string() }).nullable(),
  userId: z.number().int(),
  clientName: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const MONTH_INVALID = 'Mese non valido';
/** `GET /api/admin/payments?state&month=YYYY-MM&q` (paged); the client's list takes only the page. */
export const adminPaymentsQuerySchema = pageQuerySchema.extend({
  state: z.enum(paymentStates, { error: 'Stato non valido' }).optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_INVALID)
    .optional(),
});
