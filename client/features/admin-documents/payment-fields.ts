import { isCalendarDate } from '@common/calendar-date';
import { AMOUNT_INVALID, parseEuroAmount } from '@common/payments';
import { z } from 'zod';

export const DUE_DATE_INVALID = 'Indica una data di scadenza valida';
export const PAYMENT_FIELDS_MISSING = 'Indica importo e scadenza validi per ogni pagamento';

/**
 * The day an F24 is usually due: the 16th. Today's 16th before it, else next
 * month's: a document uploaded on the 16th is for the next deadline.
 */
export function nextSixteenth(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  if (day < 16) return `${today.slice(0, 8)}16`;
  const next = new Date(Date.UTC(year, month, 16));
  return next.toISOString().slice(0, 10);
}

/** What the firm types: a payment or not, the amount as written ('1.250,00') and the due date. */
export interface PaymentDraft {
  isPayment: boolean;
  amount: string;
  dueDate: string;
}

/** What `POST /api/documents/upload` takes besides the document's fields. */
export interface PaymentFields {
  amountCents: number;
  dueDate: string;
}

/** Why the draft cannot be sent, field by field; empty when it can (or is not a payment). */
export function paymentProblems(draft: PaymentDraft): { amount?: string; dueDate?: string } {
  if (!draft.isPayment) return {};
  return {
    ...(parseEuroAmount(draft.amount) === null && { amount: AMOUNT_INVALID }),
    ...(!isCalendarDate(draft.dueDate) && { dueDate: DUE_DATE_INVALID }),
  };
}

/** The fields to send: null when the document is not a payment (or the draft is not valid). */
export function paymentFields(draft: PaymentDraft): PaymentFields | null {
  if (!draft.isPayment) return null;
  const amountCents = parseEuroAmount(draft.amount);
  return amountCents !== null && isCalendarDate(draft.dueDate)
    ? { amountCents, dueDate: draft.dueDate }
    : null;
}

/**
 * The single upload form's payment fields, added to the shared form schema
 * here: `singleUploadFormSchema` (common/schemas/documents.ts) does not know
 * them yet. `paymentDueDate`, not `dueDate`, so the form's names say what they are for.
 */
export const paymentFormShape = {
  isPayment: z.boolean(),
  amount: z.string(),
  paymentDueDate: z.string(),
};

/** Marks the payment fields' problems on the form (a refinement of the extended schema). */
export function checkPaymentFields(
  value: { isPayment: boolean; amount: string; paymentDueDate: string },
  ctx: z.RefinementCtx,
): void {
  const problems = paymentProblems({
    isPayment: value.isPayment,
    amount: value.amount,
    dueDate: value.paymentDueDate,
  });
  if (problems.amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: problems.amount });
  if (problems.dueDate) ctx.addIssue({ code: 'custom', path: ['paymentDueDate'], message: problems.dueDate });
}

/** Appends the payment fields to an upload's form, before the file (the server reads fields first). */
export function appendPaymentFields(form: FormData, payment: PaymentFields | null | undefined): void {
  if (!payment) return;
  form.append('amountCents', String(payment.amountCents));
  form.append('dueDate', payment.dueDate);
}
