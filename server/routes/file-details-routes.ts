import { fileDetailsAnswerSchema, fileDetailsQuerySchema } from '@common/schemas/file-details';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuditEvent, actorOf, audit } from '../audit/audit-log';
import { requireUser } from '../auth/guards';
import { attachmentDisposition } from '../documents/file-name';
import type { StoredRow } from '../documents/readable/file-readings-plugin';
import { HttpError } from '../http-error';
import { parseId, rawIdParams } from './id-params';

/** A stored file someone may read, as its table holds it. */
export interface FoundFile extends StoredRow {
  id: number;
  userId: number;
  title: string;
  filename: string;
  uploadedAt: Date;
  /** The client's name, for the firm's view. */
  clientName?: string;
}

export interface FileDetailsOptions<Row extends FoundFile = FoundFile> {
  /** '/documents' or '/client-uploads', under the scope's own prefix. */
  path: string;
  /** 'Document' or 'ClientUpload', with 'Admin' for the firm's: names the operations. */
  operation: string;
  /** The row when the person asking may read it; null answers 404 exactly as a missing row. */
  find(request: FastifyRequest, id: number): Promise<Row | null>;
  notFound: string;
  logKey: 'documentId' | 'clientUploadId';
  /** A part downloaded is a download of the file, audited as one. */
  auditEvent: AuditEvent;
  /** Reading the file on screen shows its contents: audited, as a download is. */
  viewEvent: AuditEvent;
  /**
   * What reading it changes, as a download does: the client's 'Nuovo' badge goes, a file the firm
   * reads becomes 'Ricevuto dallo studio'.
   */
  opened?(request: FastifyRequest, row: Row): Promise<void>;
  /** Refusals of the scope's own guards, documented on each route. */
  errors?: Record<number, string>;
}

const NO_CONTENT = 'Il file non è una busta firmata leggibile';
const NO_ATTACHMENT = 'Allegato non trovato';
const ATTACHMENT_REFUSED = 'Tipo di allegato non supportato: non può essere scaricato';

/**
 * What a stored FatturaPA or .p7m says (`…/:id/details`), its signed content (`…/:id/content`) and
 * each attachment of its invoices (`…/:id/attachments/:index`): the same reading and permissions for
 * the client's own files and the firm's view of every file.
 */
export async function fileDetailsRoutes<Row extends FoundFile>(
  app: FastifyInstance,
  opts: FileDetailsOptions<Row>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const row = async (request: FastifyRequest, raw: string) => {
    const id = parseId(raw);
    const found = id === null ? null : await opts.find(request, id);
    if (!found) throw new HttpError(404, opts.notFound);
    return found;
  };

  api.get(
    `${opts.path}/:id/details`,
    {
      schema: {
        operationId: `get${opts.operation}Details`,
        summary: "A FatturaPA's invoices, a .p7m's signers and integrity, or why the file cannot be read",
        errors: { ...opts.errors, 404: 'No such file for this account, or its stored file is missing' },
        params: rawIdParams,
        querystring: fileDetailsQuerySchema,
        response: { 200: fileDetailsAnswerSchema },
      },
      config: { sideEffects: true },
    },
    async (request, reply) => {
      const found = await row(request, request.params.id);
      const details = await app.fileReadings.detailsOf(
        request,
        found,
        { [opts.logKey]: found.id },
        request.query.righe,
      );
      // The file is opened once per view; the next pages of its lines are the same reading.
      if (request.query.righe === 1) {
        await opts.opened?.(request, found);
        await audit(app.db, request, opts.viewEvent, actorOf(requireUser(request)), {
          [opts.logKey]: found.id,
          owner: found.userId,
        });
      }
      const file = {
        title: found.title,
        filename: found.filename,
        filetype: found.filetype,
        size: found.size,
        uploadedAt: found.uploadedAt.toISOString(),
        clientName: found.clientName ?? null,
      };
      return reply.header('cache-control', 'private, no-store').send({ ...details, file });
    },
  );

  api.get(
    `${opts.path}/:id/content`,
    {
      schema: {
        operationId: `download${opts.operation}SignedContent`,
        summary: "A .p7m's signed content on its own, as an attachment of its detected type",
        errors: { ...opts.errors, 404: 'No such file, or it is not a readable signed envelope' },
        params: rawIdParams,
      },
      config: { sideEffects: true },
    },
    async (request, reply) => {
      const found = await row(request, request.params.id);
      const content = await app.fileReadings.contentOf(request, found, { [opts.logKey]: found.id });
      if (!content) throw new HttpError(404, NO_CONTENT);
      await audit(app.db, request, opts.auditEvent, actorOf(requireUser(request)), {
        [opts.logKey]: found.id,
        part: 'signed-content',
      });
      const name = found.filename.replace(/\.p7m$/i, '') || 'contenuto-firmato';
      return sendBytes(reply, content.bytes, content.mime, name);
    },
  );

  api.get(
    `${opts.path}/:id/attachments/:index`,
    {
      schema: {
        operationId: `download${opts.operation}Attachment`,
        summary: "One attachment of the file's invoices (Allegati), numbered from 1 across the file",
        errors: {
          ...opts.errors,
          404: 'No such file or attachment',
          415: 'The attachment is not a type the portal accepts',
        },
        params: z.object({ id: z.string(), index: z.string() }),
      },
      config: { sideEffects: true },
    },
    async (request, reply) => {
      const found = await row(request, request.params.id);
      const index = parseId(request.params.index);
      const attachment =
        index === null
          ? null
          : await app.fileReadings.attachmentOf(request, found, { [opts.logKey]: found.id }, index);
      if (!attachment) throw new HttpError(404, NO_ATTACHMENT);
      if (!attachment.mime) throw new HttpError(415, ATTACHMENT_REFUSED);
      await audit(app.db, request, opts.auditEvent, actorOf(requireUser(request)), {
        [opts.logKey]: found.id,
        part: `attachment-${index}`,
      });
      return sendBytes(reply, attachment.bytes, attachment.mime, attachment.name);
    },
  );
}

function sendBytes(reply: FastifyReply, bytes: Buffer, mime: string, name: string) {
  return reply
    .header('content-type', mime)
    .header('content-length', bytes.length)
    .header('content-disposition', attachmentDisposition(name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
