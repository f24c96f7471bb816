import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_DOCUMENT_BYTES } from '@common/documents';
import { IMPORT_FILES_MAX } from '@common/schemas/imports';
import yauzl from 'yauzl';

/** A file to import: its name as the preview shows it and where its bytes are. */
export interface ImportFile {
  name: string;
  path: string;
  size: number;
}

export class ImportError extends Error {}

/** Past this many times its packed size, an entry is a compression bomb, not a document. */
const MAX_RATIO = 200;

const tooMany = () => new ImportError(`Si possono importare al massimo ${IMPORT_FILES_MAX} file per volta.`);
const hidden = (name: string) => name.startsWith('.') || name === '__MACOSX';

interface Found {
  files: ImportFile[];
  /** Larger than a document may be: left out before a byte of them is read. */
  tooLarge: ImportFile[];
}

/** Every file under a folder (its subfolders too), hidden ones aside, in name order. */
async function filesUnder(dir: string, into: Found = { files: [], tooLarge: [] }): Promise<Found> {
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (hidden(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await filesUnder(full, into);
    else if (entry.isFile()) {
      const file = { name: entry.name, path: full, size: (await stat(full)).size };
      if (file.size > MAX_DOCUMENT_BYTES) into.tooLarge.push(file);
      else if (into.files.length >= IMPORT_FILES_MAX) throw tooMany();
      else into.files.push(file);
    }
  }
  return into;
}

/** Counts the bytes that really come out of an entry: a header that lies about its size is caught. */
function byteLimit(limit: number, name: string) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit)
        done(new ImportError(`«${name}» supera ${limit / 1024 / 1024} MB una volta estratto.`));
      else done(null, chunk);
    },
  });
}

/**
 * A ZIP's files, extracted one by one into `dir` under plain names: refused
 * whole when an entry's name leaves the folder ('../', an absolute path), when
 * an entry is larger than a document may be or packed more than MAX_RATIO
 * times (a bomb), or past the number of files an import takes.
 */
async function filesInZip(zipPath: string, dir: string): Promise<ImportFile[]> {
  // yauzl refuses '../' and absolute names itself (strictFileNames: backslashes too).
  const zip = await yauzl.openPromise(zipPath, {
    lazyEntries: true,
    validateEntrySizes: true,
    strictFileNames: true,
  });
  const files: ImportFile[] = [];
  try {
    for await (const entry of zip.eachEntry()) {
      const base = path.posix.basename(entry.fileName);
      if (entry.fileName.endsWith('/') || entry.fileName.split('/').some(hidden)) continue;
      if (files.length >= IMPORT_FILES_MAX) throw tooMany();
      if (entry.uncompressedSize > MAX_DOCUMENT_BYTES)
        throw new ImportError(`«${base}» è troppo grande: un documento può avere al massimo 10 MB.`);
      if (entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize > entry.compressedSize * MAX_RATIO)
        throw new ImportError(`«${base}» è compresso in modo anomalo (una «ZIP bomb»?): archivio rifiutato.`);
      const target = path.join(dir, `${files.length}-${base}`);
      await pipeline(
        await zip.openReadStreamPromise(entry),
        byteLimit(MAX_DOCUMENT_BYTES, base),
        createWriteStream(target, { flags: 'wx' }),
      );
      files.push({ name: base, path: target, size: entry.uncompressedSize });
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(`Archivio ZIP non valido o pericoloso: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
  return files;
}

/**
 * The files of a folder or of a ZIP; `cleanUp` removes what a ZIP was extracted
 * into. A folder's file too large for a document is set aside (a ZIP with
 * such an entry is refused whole, as a bomb may be).
 */
export async function collectFiles(source: string): Promise<Found & { cleanUp: () => Promise<void> }> {
  const info = await stat(source).catch(() => null);
  if (!info) throw new ImportError(`${source}: cartella o file non trovato.`);
  if (info.isDirectory()) return { ...(await filesUnder(source)), cleanUp: async () => {} };
  if (!/\.zip$/i.test(source)) throw new ImportError(`${source}: indica una cartella o un file .zip.`);
  const dir = await mkdtemp(path.join(tmpdir(), 'studio-import-'));
  const cleanUp = () => rm(dir, { recursive: true, force: true });
  try {
    return { files: await filesInZip(source, dir), tooLarge: [], cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
