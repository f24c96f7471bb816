import { adminDocumentsPageSchema, adminDocumentsQuerySchema } from '@common/schemas/admin-documents-list';
import { type ApiUploadFields, apiUploadFieldsSchema } from '@common/schemas/api-upload';
import { uploadedDocumentSchema } from '@common/schemas/documents';
import multipart from '@fastify/multipart';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireScope, tokenActor } from '../../api-tokens/bearer-auth';
import { users } from '../../db/schema';
import { adminDocumentsPage } from '../../documents/admin-documents-page';
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

/** Which client the fields name, and the refusal under that field when none has it. */
function ownerOf(input: ApiUploadFields): { owner: SQL; noOwner: Record<string, string> } {
  if (input.codiceFiscale)
    return {
      owner: eq(users.codiceFiscale, input.codiceFiscale),
      noOwner: { codiceFiscale: 'Nessun cliente ha questo codice fiscale' },
    };
  if (input.partitaIva)
    return {
      owner: eq(users.partitaIva, input.partitaIva),
      noOwner: { partitaIva: 'Nessun cliente ha questa partita IVA' },
    };
  return { owner: eq(users.id, input.userId!), noOwner: { userId: 'Nessun cliente con questo userId' } };
}

/** `POST /api/v1/documents` (documents:write) and `GET /api/v1/documents` (documents:read). */
export async function v1DocumentRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/documents',
    {
      onRequest: refuseOversized,
      schema: {
        operationId: 'deliverDocument',
        summary: 'Deliver a document to a client named by codice fiscale, partita IVA or id (multipart)',
        errors: {
          400: 'A malformed form, no file or two, a field too long, invalid fields or no such client (`fieldErrors`)',
          413: 'The file is over 10 MB',
          415: 'Not multipart/form-data, or a type not accepted (checked by content)',
        },
        response: { 201: uploadedDocumentSchema, 400: invalidUploadSchema },
      },
    },
    async (request, reply) => {
      const token = requireScope(request, 'documents:write');
      requireMultipart(request);
      const received = await receiveUpload(request, app.documentStore);
      try {
        const { input, file } = parseUploadFields(
          apiUploadFieldsSchema,
          withoutBlanks(received.fields),
          received.file,
        );
        const row = await storeReceivedDocument(app, request, {
          file,
          input,
          // Scans too, as the admin panel's 'Caricamento multiplo' takes them.
          audience: 'bulk',
          ...ownerOf(input),
          actor: tokenActor(token),
          uploadedBy: null,
          auditDetails: { token: token.id },
          publicUrl: opts.publicUrl,
        });
        app.mail.kick();
        return reply.status(201).send(toUploadedDocument(row));
      } catch (err) {
        await discardUpload(request, received.file);
        if (err instanceof FieldErrors) return reply.status(400).send(err.body);
        throw err;
      }
    },
  );

  api.get(
    '/documents',
    {
      schema: {
        operationId: 'listDeliveredDocuments',
        summary: "A page of every client's documents, as the admin panel lists them (documents:read)",
        errors: { 400: 'Invalid filters, or a cursor the server did not give' },
        querystring: adminDocumentsQuerySchema,
        response: { 200: adminDocumentsPageSchema },
      },
    },
    async (request, reply) => {
      requireScope(request, 'documents:read');
      return reply.header('cache-control', 'no-store').send(await adminDocumentsPage(app, request.query));
    },
  );
}
