import multipart from '@fastify/multipart';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_DOCUMENT_BYTES,
  TOO_LARGE_MESSAGE,
  type UploadFields,
  uploadedDocumentSchema,
  uploadFieldsSchema,
} from '../../common/schemas/documents';
import { audit } from '../audit/audit-log';
import { requireAdmin, requireUser } from '../auth/guards';
import { documents, users } from '../db/schema';
import { assertAcceptedType, type DetectedType } from '../documents/detect-type';
import { queueDocumentNotice } from '../documents/document-notice';
import { cleanFileName, fileExtension } from '../documents/file-name';
import {
  MULTIPART_LIMITS,
  MULTIPART_OVERHEAD,
  type ReceivedFile,
  receiveUpload,
} from '../documents/receive-upload';
import { HttpError } from '../http-error';
import { MAIN_ADMIN_ID } from '../users/first-admin';

const NO_FILE = 'Seleziona un file da caricare';
const NOT_A_CLIENT = 'Seleziona un utente: il documento va assegnato a un cliente esistente';
const EXTENSION: Record<DetectedType['kind'], string> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  txt: 'txt',
  jpeg: 'jpg',
  png: 'png',
};

/** A declared length far past the limit is refused before a byte of the body is read. */
async function refuseOversized(request: FastifyRequest, reply: FastifyReply) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD) {
    // The unread body stays on the connection: close it rather than read megabytes for nothing.
    reply.header('connection', 'close');
    throw new HttpError(413, TOO_LARGE_MESSAGE);
  }
}

const invalidUploadSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

class FieldErrors extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors)[0]);
  }
}

function validateFields(fields: Record<string, string>, file: ReceivedFile | null): UploadFields {
  const errors: Record<string, string> = {};
  const parsed = uploadFieldsSchema.safeParse(fields);
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= field === 'mode' ? 'Modalità di caricamento non valida' : issue.message;
  }
  if (!file) errors.file = NO_FILE;
  else if (file.pending.size === 0) errors.file = 'Il file è vuoto';
  if (!parsed.success || Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return parsed.data;
}

/** The display name: cleaned, and given the extension of its real type when it has none. */
function displayName(raw: string, detected: DetectedType): string {
  const cleaned = cleanFileName(raw);
  return fileExtension(cleaned) ? cleaned : cleanFileName(`${cleaned}.${EXTENSION[detected.kind]}`);
}

export async function documentUploadRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/documents/upload',
    {
      onRequest: [requireAdmin, refuseOversized],
      schema: { response: { 201: uploadedDocumentSchema, 400: invalidUploadSchema } },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      if (!request.isMultipart()) throw new HttpError(415, 'Invia il documento come multipart/form-data.');
      const { fields, file } = await receiveUpload(request, app.documentStore);
      let row: typeof documents.$inferSelect;
      try {
        const input = validateFields(fields, file);
        const pending = file!.pending;
        const detected = assertAcceptedType(
          await file!.sniffer.finish(pending.readRange, pending.size),
          file!.name,
          input.mode,
        );
        const filename = displayName(file!.name, detected);
        const now = app.now();

        // Row, e-mail and audit first; the file is renamed into place last, so a
        // failure anywhere rolls everything back and the file is removed below.
        row = await app.db.transaction(async (tx) => {
          // Locked until commit: the client cannot be deleted between this check and the insert.
          const [owner] = await tx
            .select()
            .from(users)
            .where(and(eq(users.id, input.userId), eq(users.role, 'client'), ne(users.id, MAIN_ADMIN_ID)))
            .for('key share');
          if (!owner) throw new FieldErrors({ userId: NOT_A_CLIENT });
          const [row] = await tx
            .insert(documents)
            .values({
              userId: owner.id,
              title: input.title,
              filename,
              filetype: detected.mime,
              storageKey: pending.key,
              size: pending.size,
              sha256: pending.sha256,
              uploadedAt: now,
              uploadedBy: admin.id,
            })
            .returning();
          if (app.mail.enabled) {
            await queueDocumentNotice(tx, {
              documentId: row!.id,
              user: { id: owner.id, fullName: owner.fullName, email: owner.email },
              publicUrl: opts.publicUrl,
              now,
            });
          }
          await audit(
            tx,
            request,
            'document.upload',
            { userId: admin.id, username: admin.username },
            {
              document: row!.id,
              title: input.title,
              filename,
              filetype: detected.mime,
              size: pending.size,
              sha256: pending.sha256,
              owner: owner.id,
            },
          );
          await pending.commit();
          return row!;
        });
      } catch (err) {
        await file?.pending
          .discard()
          .catch((discardError) => request.log.error({ err: discardError }, 'could not remove an upload'));
        if (err instanceof FieldErrors) {
          return reply.status(400).send({ message: err.message, fieldErrors: err.fieldErrors });
        }
        throw err;
      }
      app.mail.kick();
      return reply.status(201).send({
        id: row.id,
        userId: row.userId,
        title: row.title,
        filename: row.filename,
        filetype: row.filetype,
        size: row.size,
        uploadedAt: row.uploadedAt.toISOString(),
      });
    },
  );
}
