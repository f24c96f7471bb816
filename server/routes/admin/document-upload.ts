import { currentYear } from '@common/document-categories';
import { uploadedDocumentSchema, uploadFieldsSchema } from '@common/schemas/documents';
import multipart from '@fastify/multipart';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, audit } from '../../audit/audit-log';
import { requireUser } from '../../auth/guards';
import { documents, users } from '../../db/schema';
import { queueDocumentNotice } from '../../documents/document-notice';
import { MULTIPART_LIMITS, receiveUpload } from '../../documents/receiving/receive-upload';
import {
  checkUploadedFile,
  discardUpload,
  FieldErrors,
  invalidUploadSchema,
  parseUploadFields,
  refuseOversized,
  requireMultipart,
} from '../../documents/receiving/upload-checks';
import { MAIN_ADMIN_ID } from '../../users/first-admin';

const NOT_A_CLIENT = 'Seleziona un utente: il documento va assegnato a un cliente esistente';

/** A form's empty payment inputs mean no payment, not an invalid one. */
function withoutBlanks(fields: Record<string, string>): Record<string, string> {
  const kept = { ...fields };
  for (const name of ['amountCents', 'dueDate']) if (kept[name]?.trim() === '') delete kept[name];
  return kept;
}

export async function documentUploadRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/documents/upload',
    {
      onRequest: refuseOversized,
      schema: { response: { 201: uploadedDocumentSchema, 400: invalidUploadSchema } },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      requireMultipart(request);
      const received = await receiveUpload(request, app.documentStore);
      let row: typeof documents.$inferSelect;
      try {
        const { input, file } = parseUploadFields(
          uploadFieldsSchema,
          withoutBlanks(received.fields),
          received.file,
          {
            mode: 'Modalità di caricamento non valida',
          },
        );
        const pending = file.pending;
        const { detected, filename } = await checkUploadedFile(file, input.mode);
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
              category: input.category,
              year: input.year ?? currentYear(now),
              filename,
              filetype: detected.mime,
              storageKey: pending.key,
              size: pending.size,
              sha256: pending.sha256,
              uploadedAt: now,
              uploadedBy: admin.id,
              amountCents: input.amountCents ?? null,
              dueDate: input.dueDate ?? null,
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
          await audit(tx, request, 'document.upload', actorOf(admin), {
            document: row!.id,
            title: input.title,
            category: input.category,
            filename,
            filetype: detected.mime,
            size: pending.size,
            sha256: pending.sha256,
            owner: owner.id,
            ...(input.amountCents === undefined
              ? {}
              : { amountCents: input.amountCents, dueDate: input.dueDate }),
          });
          await pending.commit();
          return row!;
        });
      } catch (err) {
        await discardUpload(request, received.file);
        if (err instanceof FieldErrors) return reply.status(400).send(err.body);
        throw err;
      }
      app.mail.kick();
      return reply.status(201).send({
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
      });
    },
  );
}
