import { z } from 'zod';
import { AMOUNT_CENTS_MAX, AMOUNT_INVALID, MONTH_INVALID, paymentStates } from '../payments';
import { dueDateSchema } from './document-requests';
import { pageQuerySchema } from './paging';

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

/** A payment: the document that asks for it (`GET /api/payments`, `GET /api/admin/payments`). */
export const paymentSchema = z.object({
  documentId: z.number().int(),
  title: z.string(),
  filename: z.string(),
  filetype: z.string(),
  amountCents: z.number().int(),
  dueDate: z.string(),
  state: z.enum(paymentStates),
  paidAt: z.string().nullable(),
  /** The receipt (quietanza) the client attached, one of their sent files. */
  receipt: z.object({ id: z.number().int(), filename: z.string() }).nullable(),
  userId: z.number().int(),
  clientName: z.string(),
  /** The newest conversation about this payment ('Messaggi'), if there is one. */
  threadId: z.number().int().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** What waits for the firm across every client's payments, for the panel's navigation. */
export const paymentCountsSchema = z.object({
  /** Unpaid past their due date (a day in Italy). */
  overdue: z.number().int(),
});
export type PaymentCounts = z.infer<typeof paymentCountsSchema>;

/** `GET /api/admin/payments?state&month=YYYY-MM&q` (paged); the client's list takes only the page. */
export const adminPaymentsQuerySchema = pageQuerySchema.extend({
  state: z.enum(paymentStates, { error: 'Stato non valido' }).optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_INVALID)
    .optional(),
});
