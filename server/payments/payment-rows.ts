import { romeToday } from '@common/calendar-date';
import type { PaymentState } from '@common/payments';
import type { Payment } from '@common/schemas/payments';
import { and, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { clientUploads, documents, messageThreads, users } from '../db/schema';
import type { KeysetOrder } from '../lists/paging';

const receipts = alias(clientUploads, 'receipt');

/** What a payment row shows: the document, its owner's name and the receipt's name, never a storage key. */
const paymentColumns = {
  id: documents.id,
  title: documents.title,
  filename: documents.filename,
  filetype: documents.filetype,
  amountCents: documents.amountCents,
  dueDate: documents.dueDate,
  paidAt: documents.paidAt,
  userId: documents.userId,
  clientName: users.fullName,
  receiptId: receipts.id,
  receiptFilename: receipts.filename,
  // The newest conversation about it: the card's 'Scrivi allo studio' opens it instead of a new one.
  threadId: sql<number | null>`(select ${messageThreads.id} from ${messageThreads}
    where ${messageThreads.paymentId} = ${documents.id} order by ${messageThreads.lastPublicAt} desc limit 1)`,
};

type PaymentRow = {
  id: number;
  title: string;
  filename: string;
  filetype: string;
  amountCents: number | null;
  dueDate: string | null;
  paidAt: Date | null;
  userId: number;
  clientName: string;
  receiptId: number | null;
  receiptFilename: string | null;
  threadId: number | null;
};

/** Paid once marked; overdue when unpaid past its due date (a calendar date in Italy); else to pay. */
export function paymentState(row: { paidAt: Date | null; dueDate: string }, today: string): PaymentState {
  if (row.paidAt) return 'paid';
  return row.dueDate < today ? 'overdue' : 'unpaid';
}

export function toPayment(row: PaymentRow, now: Date): Payment {
  const dueDate = row.dueDate!;
  return {
    documentId: row.id,
    title: row.title,
    filename: row.filename,
    filetype: row.filetype,
    amountCents: row.amountCents!,
    dueDate,
    state: paymentState({ paidAt: row.paidAt, dueDate }, romeToday(now)),
    paidAt: row.paidAt?.toISOString() ?? null,
    receipt: row.receiptId === null ? null : { id: row.receiptId, filename: row.receiptFilename ?? '' },
    userId: row.userId,
    clientName: row.clientName,
    threadId: row.threadId === null ? null : Number(row.threadId),
  };
}

/** The payments with these ids (documents with an amount), with owner and receipt. */
export function fetchPayments(db: Db, ids: number[]): Promise<PaymentRow[]> {
  return db
    .select(paymentColumns)
    .from(documents)
    .innerJoin(users, eq(users.id, documents.userId))
    .leftJoin(receipts, eq(receipts.id, documents.receiptUploadId))
    .where(inArray(documents.id, ids));
}

/** A document is a payment when it has an amount; the partial index (due_date, id) holds exactly those. */
export const isPayment: SQL = isNotNull(documents.amountCents);

/** By due date, the id settling payments due the same day; 'date' cursors compare with the date column. */
export const byDueDate = (direction: 'asc' | 'desc'): KeysetOrder => ({
  columns: [documents.dueDate, documents.id],
  shape: ['date', 'int'],
  direction,
});

/** The condition of a list state at `today` (Rome). */
export function inPaymentState(state: PaymentState | undefined, today: string): SQL | undefined {
  if (state === 'paid') return isNotNull(documents.paidAt);
  if (state === 'overdue') return and(isNull(documents.paidAt), lt(documents.dueDate, today));
  if (state === 'unpaid') return and(isNull(documents.paidAt), gte(documents.dueDate, today));
  return undefined;
}

/** The month's payments, on due_date: `month` is YYYY-MM. */
export function inMonth(month: string | undefined): SQL | undefined {
  if (!month) return undefined;
  const first = `${month}-01`;
  return sql`${documents.dueDate} >= ${first}::date and ${documents.dueDate} < (${first}::date + interval '1 month')::date`;
}
