import { type FileDetails, INVOICE_LINES_PAGE } from '@common/schemas/file-details';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { fileReadings } from '../../db/schema';
import { openStoredFile } from '../storage/stored-download';
import { oneAtATime } from './pace';
import { acceptedTypeOf, attachmentsOf, readFileDetails, signedContentOf } from './read-file';
import { loadTrustedCertificates, type TrustedCertificates } from './trusted-certificates';

/** Raised when what a reading keeps changes: every file is read again on its next view. */
export const READER_VERSION = 1;
const READABLE_TYPES = new Set(['application/xml', 'application/pkcs7-mime']);
/** Keys per statement: well under PostgreSQL's limit of parameters. */
const FORGET_BATCH = 1000;
const NOTHING: FileDetails = { signature: null, invoices: null, notice: null, unreadable: null };

/** A stored file as its row names it. */
export interface StoredRow {
  storageKey: string;
  size: number;
  filetype: string;
}

export interface FileReadings {
  /** The file's details with one page of each invoice's lines (from the `from`th). */
  detailsOf(
    request: FastifyRequest,
    row: StoredRow,
    logIds: Record<string, number>,
    from: number,
  ): Promise<FileDetails>;
  /** A .p7m's signed content, or null when the file is not one or cannot be opened. */
  contentOf(
    request: FastifyRequest,
    row: StoredRow,
    logIds: Record<string, number>,
  ): Promise<{ bytes: Buffer; mime: string } | null>;
  attachmentOf(
    request: FastifyRequest,
    row: StoredRow,
    logIds: Record<string, number>,
    index: number,
  ): Promise<{ bytes: Buffer; mime: string | null; name: string } | null>;
  /** Forgets the readings of removed files. */
  forget(keys: string[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    fileReadings: FileReadings;
  }
}

/**
 * Reads FatturaPA and .p7m files once each and keeps what they say (`file_readings`): a list of 50
 * invoices reads at most the ones never opened before. Register after the database and the store.
 */
export const fileReadingsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Pick<Config, 'trustedCertificatesDir'> }) => {
    const queue = oneAtATime();
    const reading = new Map<string, Promise<FileDetails>>();
    let trusted: Promise<TrustedCertificates | null> | null = null;
    const trustedCertificates = () => {
      const folder = opts.config.trustedCertificatesDir;
      trusted ??= folder
        ? loadTrustedCertificates(folder, (file) =>
            app.log.warn({ folder, file }, 'a file in TRUSTED_CERTIFICATES_DIR holds no certificate'),
          )
        : Promise.resolve(null);
      return trusted;
    };

    async function bytesOf(request: FastifyRequest, row: StoredRow, logIds: Record<string, number>) {
      const file = await openStoredFile(app.documentStore, request, row, logIds);
      return Buffer.concat(await file.stream.toArray());
    }

    async function fullDetails(request: FastifyRequest, row: StoredRow, logIds: Record<string, number>) {
      if (!READABLE_TYPES.has(row.filetype)) return NOTHING;
      const [kept] = await app.db
        .select({ details: fileReadings.details })
        .from(fileReadings)
        .where(
          and(eq(fileReadings.storageKey, row.storageKey), eq(fileReadings.readerVersion, READER_VERSION)),
        );
      if (kept) return kept.details as FileDetails;
      const pending = reading.get(row.storageKey);
      if (pending) return pending;
      const work = queue(async () => {
        const details = await readFileDetails(await bytesOf(request, row, logIds), row.filetype, {
          trusted: await trustedCertificates(),
          now: app.now(),
        });
        await app.db
          .insert(fileReadings)
          .values({ storageKey: row.storageKey, readerVersion: READER_VERSION, details })
          .onConflictDoUpdate({
            target: fileReadings.storageKey,
            set: { readerVersion: READER_VERSION, details, readAt: app.now() },
          });
        return details;
      }).finally(() => reading.delete(row.storageKey));
      reading.set(row.storageKey, work);
      return work;
    }

    app.decorate('fileReadings', {
      async detailsOf(request, row, logIds, from) {
        const details = await fullDetails(request, row, logIds);
        if (!details.invoices) return details;
        const invoices = details.invoices.map((invoice) => ({
          ...invoice,
          lines: invoice.lines.slice(from - 1, from - 1 + INVOICE_LINES_PAGE),
          linesFrom: from,
        }));
        return { ...details, invoices };
      },
      async contentOf(request, row, logIds) {
        if (row.filetype !== 'application/pkcs7-mime') return null;
        const bytes = await bytesOf(request, row, logIds);
        const opened = await signedContentOf(bytes).catch(() => null);
        if (!opened) return null;
        return { bytes: opened.content, mime: opened.type?.mime ?? 'application/octet-stream' };
      },
      async attachmentOf(request, row, logIds, index) {
        if (!READABLE_TYPES.has(row.filetype)) return null;
        const attachments = await attachmentsOf(await bytesOf(request, row, logIds), row.filetype).catch(
          () => [],
        );
        const found = attachments.find((a) => a.index === index);
        if (!found) return null;
        const type = await acceptedTypeOf(found.bytes, found.name);
        return { bytes: found.bytes, mime: type?.mime ?? null, name: found.name };
      },
      async forget(keys) {
        for (let at = 0; at < keys.length; at += FORGET_BATCH) {
          const batch = keys.slice(at, at + FORGET_BATCH);
          await app.db.delete(fileReadings).where(inArray(fileReadings.storageKey, batch));
        }
      },
    } satisfies FileReadings);
  },
);
