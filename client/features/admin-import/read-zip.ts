import { MAX_DOCUMENT_BYTES } from '@common/documents';
import { IMPORT_FILES_MAX } from '@common/schemas/imports';

/** A ZIP refused whole, with the reason in Italian. */
export class ZipRefused extends Error {}

/** Past this many times its packed size, an entry is a compression bomb, not a document. */
const MAX_RATIO = 200;
/** What a browser tab is asked to hold of one archive's files at once. */
const MAX_TOTAL_BYTES = 500 * 1024 * 1024;
const hidden = (part: string) => part.startsWith('.') || part === '__MACOSX';
const leavesFolder = (name: string) =>
  name.startsWith('/') || name.includes('\\') || /^[A-Za-z]:/.test(name) || name.split('/').includes('..');

export const isZip = (file: File) => /\.zip$/i.test(file.name) || file.type === 'application/zip';

/**
 * The files of a ZIP chosen in the import, inflated as the archive streams in
 * (fflate, loaded with the first ZIP): the same refusals as `npm run import`'s
 * — a name that leaves the folder, an entry over 10 MB (by its header and by
 * the bytes that come out), one packed more than MAX_RATIO times, more files
 * than an import takes — and folders and hidden files skipped.
 */
export async function filesInZip(zip: Blob & { name: string }): Promise<File[]> {
  const { Unzip, UnzipInflate } = await import('fflate');
  const files: File[] = [];
  let total = 0;
  let refused: ZipRefused | null = null;
  const refuse = (message: string) => {
    refused ??= new ZipRefused(`${zip.name}: ${message} Archivio non importato.`);
  };
  const unzip = new Unzip((entry) => {
    if (refused || entry.name.endsWith('/')) return;
    if (leavesFolder(entry.name)) return refuse(`il nome «${entry.name}» esce dalla cartella dell'archivio.`);
    if (entry.name.split('/').some(hidden)) return;
    const name = entry.name.slice(entry.name.lastIndexOf('/') + 1);
    if (files.length >= IMPORT_FILES_MAX)
      return refuse(`contiene più di ${IMPORT_FILES_MAX} file, quanti se ne importano per volta.`);
    const tooBig = () => refuse(`«${name}» supera i 10 MB di un documento.`);
    if ((entry.originalSize ?? 0) > MAX_DOCUMENT_BYTES) return tooBig();
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    entry.ondata = (error, chunk, final) => {
      if (refused) return;
      if (error) return refuse('non è un archivio ZIP valido.');
      bytes += chunk.length;
      total += chunk.length;
      if (bytes > MAX_DOCUMENT_BYTES) return tooBig();
      if (bytes > 1024 * 1024 && entry.size && bytes > entry.size * MAX_RATIO)
        return refuse(`«${name}» è compresso in modo anomalo (una «ZIP bomb»?).`);
      if (total > MAX_TOTAL_BYTES) return refuse('estratto supera i 500 MB: dividilo in più archivi.');
      chunks.push(chunk);
      if (final) files.push(new File(chunks as BlobPart[], name));
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  const reader = zip.stream().getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      unzip.push(value ?? new Uint8Array(0), done);
      if (done || refused) break;
    }
  } catch {
    refuse('non è un archivio ZIP valido.');
  } finally {
    reader.releaseLock();
  }
  if (refused) throw refused;
  return files;
}
