import { hasFileDetails } from '@common/documents';
import type { FileDetails } from '@common/schemas/file-details';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { openStoredFile } from '../storage/stored-download';
import { oneAtATime, pacer } from './pace';
import { attachmentOf, readFileDetails, signedContentOf } from './read-file';
import { forgetReadings, keepReading, keptReading, linesPage } from './reading-store';
import { loadTrustedCertificates, trustDigest } from './trusted-certificates';

/** Raised when what a reading keeps changes: every file is read again on its next view. */
export const READER_VERSION = 1;
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
 * Reads FatturaPA and .p7m files once each and keeps what they say (`reading-store.ts`): a list of 50
 * invoices reads at most the ones never opened before. Register after the database and the store.
 */
export const fileReadingsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Pick<Config, 'trustedCertificatesDir'> }) => {
    const queue = oneAtATime();
    const reading = new Map<string, Promise<FileDetails>>();
    const trusted = await trustedAtStart(app, opts.config.trustedCertificatesDir);
    const basis = { version: READER_VERSION, trust: trustDigest(trusted) };

    async function bytesOf(request: FastifyRequest, row: StoredRow, logIds: Record<string, number>) {
      const file = await openStoredFile(app.documentStore, request, row, logIds);
      return Buffer.concat(await file.stream.toArray());
    }

    /** Reads the file, once at a time across this instance's requests, and keeps what it says. */
    function readAndKeep(request: FastifyRequest, row: StoredRow, logIds: Record<string, number>) {
      const pending = reading.get(row.storageKey);
      if (pending) return pending;
      const work = queue(async () => {
        const details = await readFileDetails(await bytesOf(request, row, logIds), row.filetype, {
          trusted,
          now: app.now(),
        });
        await keepReading(app.db, row.storageKey, basis, details, app.now(), pacer());
        return details;
      }).finally(() => reading.delete(row.storageKey));
      reading.set(row.storageKey, work);
      return work;
    }

    app.decorate('fileReadings', {
      async detailsOf(request, row, logIds, from) {
        if (!hasFileDetails(row.filetype)) return NOTHING;
        const kept = await keptReading(app.db, row.storageKey, basis, from);
        return kept ?? linesPage(await readAndKeep(request, row, logIds), from);
      },
      async contentOf(request, row, logIds) {
        if (row.filetype !== 'application/pkcs7-mime') return null;
        const bytes = await bytesOf(request, row, logIds);
        const opened = await signedContentOf(bytes).catch(() => null);
        if (!opened) return null;
        return { bytes: opened.content, mime: opened.type?.mime ?? 'application/octet-stream' };
      },
      async attachmentOf(request, row, logIds, index) {
        if (!hasFileDetails(row.filetype)) return null;
        const bytes = await bytesOf(request, row, logIds);
        const found = await attachmentOf(bytes, row.filetype, index).catch(() => null);
        return found && { bytes: found.bytes, mime: found.type?.mime ?? null, name: found.name };
      },
      forget: (keys) => forgetReadings(app.db, keys),
    } satisfies FileReadings);
  },
);

/**
 * The firm's trusted authorities, read when the site starts (the setting has checked the folder can be
 * read); one that holds no certificate is said in the log.
 */
async function trustedAtStart(app: FastifyInstance, folder: string | undefined) {
  if (!folder) return null;
  const trusted = await loadTrustedCertificates(folder, (file) =>
    app.log.warn({ folder, file }, 'a file in TRUSTED_CERTIFICATES_DIR holds no certificate'),
  );
  if (trusted.certificates.length === 0)
    app.log.warn({ folder }, 'TRUSTED_CERTIFICATES_DIR holds no certificate: no signer will be trusted');
  else app.log.info({ folder, certificates: trusted.certificates.length }, 'trusted authorities loaded');
  return trusted;
}
