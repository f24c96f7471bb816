import { uploadedDocumentSchema, uploadFieldsSchema } from '@common/schemas/documents';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log';
import { requireUser } from '../../auth/guards';
import { type documents, users } from '../../db/schema';
import { MULTIPART_LIMITS, receiveUpload } from '../../documents/receiving/receive-upload';
import { storeReceivedDocument, toUploadedDocument } from '../../documents/receiving/store-document';
import {
  discardUpload,
  FieldErrors,
  invalidUploadSchema,
  parseUploadFields,
  refuseOversized,
  requireMultipart,
  withoutBlanks,
} from '../../documents/receiving/upload-checks';

const NOT_A_CLIENT = 'Seleziona un utente: il documento va assegnato a un cliente esistente';

export async function documentUploadRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/documents/upload',
    {
      onRequest: refuseOversized,
      schema: {
        operationId: 'uploadDocument',
        summary:
          'Upload a document for a client (multipart: the file, client, title, category, year, payment)',
        errors: {
          400: 'A malformed form, no file or two, a field too long, invalid fields or no such client (`fieldErrors`)',
          413: 'The file is over 10 MB',
          415: 'Not multipart/form-data, or a type not accepted (checked by content)',
        },
        response: { 201: uploadedDocumentSchema, 400: invalidUploadSchema },
      },
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
        row = await storeReceivedDocument(app, request, {
          file,
          input,
          audience: input.mode,
          owner: eq(users.id, input.userId),
          noOwner: { userId: NOT_A_CLIENT },
          actor: actorOf(admin),
          uploadedBy: admin.id,
          publicUrl: opts.publicUrl,
        });
      } catch (err) {
        await discardUpload(request, received.file);
        if (err instanceof FieldErrors) return reply.status(400).send(err.body);
        throw err;
      }
      app.mail.kick();
      return reply.status(201).send(toUploadedDocument(row));
    },
  );
}
