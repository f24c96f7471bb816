import { DOCUMENT_TITLE_MAX } from '@common/documents';
import { PAYMENT_NOT_FOUND } from '@common/payments';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, audit } from '../audit/audit-log';
import { auditClientUpload, firmNoticeTarget, recordClientUpload } from '../client-uploads/record-upload';
import type { Db } from '../db/client';
import { type clientUploads, documents } from '../db/schema';
import type { ReceivedFile } from '../documents/receiving/receive-upload';
import { HttpError } from '../http-error';
import { isPayment } from './payment-rows';

/** The receipt's category among the client's sent files. */
const RECEIPT_CATEGORY = 'f24-tributi';

/** The caller's own payment, locked when `tx` is a transaction; 404 for anything else, someone else's included. */
export async function ownPayment(db: Db, userId: number, documentId: number, lock = false) {
  const query = db
    .select({
      id: documents.id,
      title: documents.title,
      amountCents: documents.amountCents,
      dueDate: documents.dueDate,
      paidAt: documents.paidAt,
      receiptUploadId: documents.receiptUploadId,
    })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId), isPayment));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, PAYMENT_NOT_FOUND);
  return row;
}

export interface Receipt {
  file: ReceivedFile;
  filename: string;
  filetype: string;
}

/**
 * Marks the payment paid (the first time counts: marking again keeps that
 * moment) and, with a receipt, stores it exactly as a file the client sent
 * ('Invia documenti': quota, the firm's notice) and links it, replacing an
 * earlier one. Inside the caller's transaction; the file is committed last.
 */
export async function markPaid(
  app: FastifyInstance,
  tx: Db,
  request: FastifyRequest,
  args: {
    me: { id: number; username: string };
    documentId: number;
    receipt: Receipt | null;
    quotaBytes: number;
    publicUrl: string;
  },
): Promise<void> {
  const { me, receipt } = args;
  const now = app.now();
  const payment = await ownPayment(tx, me.id, args.documentId, true);
  let upload: typeof clientUploads.$inferSelect | null = null;
  if (receipt) {
    upload = await recordClientUpload(tx, {
      senderId: me.id,
      input: {
        title: `Quietanza – ${payment.title}`.slice(0, DOCUMENT_TITLE_MAX),
        category: RECEIPT_CATEGORY,
        note: null,
      },
      file: receipt.file.pending,
      filename: receipt.filename,
      filetype: receipt.filetype,
      now,
      quotaBytes: args.quotaBytes,
      notice: firmNoticeTarget(app, args.publicUrl),
    });
    await auditClientUpload(tx, request, me, upload);
  }
  await tx
    .update(documents)
    .set({
      paidAt: payment.paidAt ?? now,
      ...(upload ? { receiptUploadId: upload.id } : {}),
    })
    .where(eq(documents.id, payment.id));
  await audit(tx, request, 'payment.paid', actorOf(me), {
    document: payment.id,
    title: payment.title,
    amountCents: payment.amountCents,
    dueDate: payment.dueDate,
    alreadyPaid: payment.paidAt !== null,
    receipt: upload?.id ?? null,
    ...(upload && payment.receiptUploadId !== null ? { replacedReceipt: payment.receiptUploadId } : {}),
  });
  if (receipt) await receipt.file.pending.commit();
}
