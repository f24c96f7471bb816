import { currentYear } from '@common/document-categories';
import type { UploadedDocument } from '@common/schemas/documents';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../audit/audit-log';
import { documents, users } from '../../db/schema';
import { MAIN_ADMIN_ID } from '../../users/first-admin';
import { queueDocumentNotice } from '../document-notice';
import type { UploadAudience } from '../file-types/detect-type';
import type { ReceivedFile } from './receive-upload';
import { checkUploadedFile, FieldErrors } from './upload-checks';

export interface DocumentToStore {
  title: string;
  category: string;
  year?: number;
  amountCents?: number;
  dueDate?: string;
}

interface StoreOptions {
  file: ReceivedFile;
  input: DocumentToStore;
  audience: UploadAudience;
  /** Which client the document is for; the refusal when no client matches. */
  owner: SQL;
  noOwner: Record<string, string>;
  /** Who delivers it, as the audit log names them; `uploadedBy` is null for a token. */
  actor: { userId: number | null; username: string };
  uploadedBy: number | null;
  auditDetails?: Record<string, unknown>;
  publicUrl: string;
}

/**
 * A received file checked by content and stored as a client's document, with
 * the client's notice e-mail and the audit event, whoever delivers it (the
 * admin panel, a token on `/api/v1`). Row, e-mail and audit first; the file is
 * renamed into place last, so a failure anywhere rolls everything back (the
 * caller then discards the file).
 */
export async function storeReceivedDocument(app: FastifyInstance, request: FastifyRequest, o: StoreOptions) {
  const { file, input } = o;
  const pending = file.pending;
  const { detected, filename } = await checkUploadedFile(file, o.audience);
  const now = app.now();
  return app.db.transaction(async (tx) => {
    // Locked until commit: the client cannot be deleted between this check and the insert.
    const [owner] = await tx
      .select()
      .from(users)
      .where(and(o.owner, eq(users.role, 'client'), ne(users.id, MAIN_ADMIN_ID)))
      .for('key share');
    if (!owner) throw new FieldErrors(o.noOwner);
    const [row] = await tx
      .insert(documents)
      .values({
        userId: owner.id,
        title: input.title,
        category: input.category,
        year: input.year ?? currentYear(now),
        filename,
        filetype: detected.mime,
        storageKey: pending.key,
        size: pending.size,
        sha256: pending.sha256,
        uploadedAt: now,
        uploadedBy: o.uploadedBy,
        amountCents: input.amountCents ?? null,
        dueDate: input.dueDate ?? null,
      })
      .returning();
    if (app.mail.enabled) {
      await queueDocumentNotice(tx, {
        documentId: row!.id,
        user: { id: owner.id, fullName: owner.fullName, email: owner.email },
        publicUrl: o.publicUrl,
        now,
      });
    }
    await audit(tx, request, 'document.upload', o.actor, {
      document: row!.id,
      title: input.title,
      category: input.category,
      filename,
      filetype: detected.mime,
      size: pending.size,
      sha256: pending.sha256,
      owner: owner.id,
      ...(input.amountCents === undefined ? {} : { amountCents: input.amountCents, dueDate: input.dueDate }),
      ...o.auditDetails,
    });
    await pending.commit();
    return row!;
  });
}

/** The 201's body of an upload. */
export function toUploadedDocument(row: typeof documents.$inferSelect): UploadedDocument {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    category: row.category,
    year: row.year,
    filename: row.filename,
    filetype: row.filetype,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
    amountCents: row.amountCents,
    dueDate: row.dueDate,
  };
}
