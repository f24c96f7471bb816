import { Readable } from 'node:stream';
import { romeDateOf } from '@common/format';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import yazl from 'yazl';
import { HttpError } from '../../http-error';
import { attachmentDisposition } from '../file-name';
import type { DocumentStore } from '../storage/document-store';
import { installNativeCrc32 } from './yazl-native-crc';

installNativeCrc32();

/** An archive being built: its bytes, and its size in advance (-1 when unknown). */
export interface ZipArchive {
  stream: Readable;
  size: number;
}

export interface ArchiveEntry {
  /** The path inside the archive, e.g. 'fattura.pdf' or 'Mario Rossi/fattura.pdf'. */
  path: string;
  storageKey: string;
  size: number;
  mtime: Date;
}

const UNAVAILABLE = 'Documento non disponibile';

/** A 404 for the user; `storageKeys` names the missing files for the log. */
export class ArchiveFileMissingError extends HttpError {
  constructor(readonly storageKeys: string[]) {
    super(404, UNAVAILABLE);
    this.name = 'ArchiveFileMissingError';
  }
}

// "fattura.pdf" → ["fattura", ".pdf"]; a signed "fattura.xml.p7m" keeps both extensions together.
const EXTENSION = /(\.[a-z0-9]{1,5}(\.p7m)?)$/i;

/**
 * Makes every path unique: a repeated one gets " (2)", " (3)"… before its
 * extension. Compared without case, as Windows and macOS folders compare names.
 * Every path as given is reserved first, so a real "fattura (2).pdf" keeps its
 * name and a copy of "fattura.pdf" becomes "fattura (3).pdf" instead.
 */
export function uniqueArchivePaths(paths: readonly string[]): string[] {
  const key = (path: string) => path.toLowerCase();
  const reserved = new Set(paths.map(key));
  const taken = new Set<string>();
  return paths.map((path) => {
    let candidate = path;
    if (taken.has(key(path))) {
      const ext = EXTENSION.exec(path)?.[1] ?? '';
      const stem = path.slice(0, path.length - ext.length);
      for (let n = 2; reserved.has(key(candidate)) || taken.has(key(candidate)); n++) {
        candidate = `${stem} (${n})${ext}`;
      }
    }
    taken.add(key(candidate));
    return candidate;
  });
}

/** A folder name inside an archive: no separators or characters a file system refuses. */
export function archiveFolderName(name: string): string {
  return (
    name
      // Line breaks and tabs separated words: keep the gap before the other controls go.
      .replace(/\s+/gu, ' ')
      .replace(/[\p{Cc}\p{Cf}<>:"/\\|?*]/gu, '')
      .replace(/ {2,}/g, ' ')
      .replace(/^[\s.]+|[\s.]+$/gu, '') || 'cliente'
  );
}

const romeClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/**
 * An entry's time as a clock in Italy shows it. A ZIP keeps local times without a zone (DOS format)
 * and yazl writes the server's local time: on a server running in UTC, Windows' own unzip would show
 * every file one or two hours early. So the date handed to yazl has, in the server's zone, the
 * fields of the time in Italy, and the archive carries no UTC timestamp field that would contradict it.
 */
export function italianClock(instant: Date): Date {
  const part = Object.fromEntries(romeClock.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return new Date(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/** `documenti-2026-05-04.zip` for the prefix 'documenti': the day in Italy, also just after midnight. */
export function archiveFileName(prefix: string, now: Date): string {
  return `${prefix}-${romeDateOf(now)}.zip`;
}

/**
 * A folder for each client of the rows, by user id, named after them; two
 * clients with the same name get their usernames added, so their papers
 * never end up mixed.
 */
export function clientArchiveFolders(
  rows: readonly { userId: number; fullName: string; username: string }[],
): Map<number, string> {
  const owners = [...new Map(rows.map((r) => [r.userId, r])).values()];
  const named = owners.map((o) => ({ ...o, folder: archiveFolderName(o.fullName) }));
  const shared = (folder: string) =>
    named.filter((o) => o.folder.toLowerCase() === folder.toLowerCase()).length > 1;
  return new Map(
    named.map((o) => [
      o.userId,
      shared(o.folder) ? archiveFolderName(`${o.folder} (${o.username})`) : o.folder,
    ]),
  );
}

/**
 * A ZIP of stored files, streamed: each file is opened only when its turn
 * comes and piped through, so memory stays flat whatever the total. Entries
 * are stored, not deflated: the usual papers (PDF, JPEG, DOCX, XLSX) are
 * compressed already, and without deflate the archive's size is known in
 * advance (Content-Length, so the browser shows real progress).
 *
 * Every file is checked before the first byte goes out: a ZIP cut short half
 * way is a broken download, a 404 is a message.
 */
export async function openZipArchive(
  store: DocumentStore,
  entries: readonly ArchiveEntry[],
): Promise<ZipArchive> {
  const present = await Promise.all(entries.map((entry) => store.exists(entry.storageKey)));
  const missing = entries.filter((_, i) => !present[i]).map((e) => e.storageKey);
  if (missing.length > 0) throw new ArchiveFileMissingError(missing);

  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  const open = new Set<Readable>();
  const fail = (err: Error) => output.destroy(err);
  // The route still writes its audit rows before it hands the stream to the
  // reply: an error meanwhile must not be an unhandled 'error' event (a crash).
  // The reply sees it anyway, through the stream's `errored` state.
  output.on('error', () => {});
  const paths = uniqueArchivePaths(entries.map((e) => e.path));
  entries.forEach((entry, i) => {
    zip.addReadStreamLazy(
      paths[i]!,
      { size: entry.size, mtime: italianClock(entry.mtime), forceDosTimestamp: true, compress: false },
      (callback) => {
        store.read(entry.storageKey).then(({ stream, size }) => {
          // Opened after the download was abandoned: nobody will read it.
          if (output.destroyed) return void stream.destroy();
          if (size !== entry.size) {
            stream.destroy();
            return fail(new Error(`stored file ${entry.storageKey} has ${size} bytes, not ${entry.size}`));
          }
          open.add(stream);
          stream.once('close', () => open.delete(stream));
          // yazl pipes the file without watching it: a read error would leave the download hanging.
          stream.once('error', fail);
          callback(null, stream);
        }, fail);
      },
    );
  });
  // A size that no longer matches, or any other failure, ends the download as an error.
  zip.on('error', fail);
  // A browser that goes away mid-download: the file being read must not stay open.
  output.once('close', () => {
    for (const stream of open) stream.destroy();
  });
  // @types/yazl leaves out the callback's argument: the archive's final size (-1 when unknown).
  const size = await new Promise<number>((resolve) => zip.end(undefined, resolve as unknown as () => void));
  return { stream: output, size };
}

/**
 * Rows in the order the caller asked for them, whatever order the database returned: the entries,
 * the names made unique, the client folders and the audit rows all follow it.
 */
export function inRequestOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const position = new Map(ids.map((id, i) => [id, i]));
  return [...rows].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/**
 * openZipArchive for rows the route has read: entries in the order of `ids`
 * (the first of two equal names keeps it), and a missing file logged with the
 * ids of its rows under `logField`.
 */
export async function openRowsArchive(
  store: DocumentStore,
  log: FastifyBaseLogger,
  logField: string,
  entries: readonly (ArchiveEntry & { id: number })[],
): Promise<ZipArchive> {
  try {
    return await openZipArchive(store, entries);
  } catch (err) {
    if (err instanceof ArchiveFileMissingError) {
      const missing = entries.filter((e) => err.storageKeys.includes(e.storageKey)).map((e) => e.id);
      log.error({ [logField]: missing }, 'the stored file of a document is missing');
    }
    throw err;
  }
}

/**
 * Sends an archive as an attachment, never cached and never sniffed. A HEAD
 * request gets the headers only: Fastify would otherwise read the whole
 * archive, every file of it, to throw it away.
 */
export function sendZipArchive(reply: FastifyReply, archive: ZipArchive, filename: string) {
  // Failed while the route was still busy (a file that would not open): an
  // error answer, before the ZIP headers are set. Once sent, the first bytes
  // (the first entry's header) are already waiting, so the headers go at once.
  if (archive.stream.errored) throw archive.stream.errored;
  if (archive.size >= 0) reply.header('content-length', archive.size);
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', attachmentDisposition(filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (reply.request.method === 'HEAD') {
    archive.stream.destroy();
    return reply.send(Readable.from([]));
  }
  return reply.send(archive.stream);
}
