import { DOCUMENT_TITLE_MAX, MAX_DOCUMENT_BYTES, TOO_LARGE_MESSAGE } from '@common/documents';

/**
 * A document's default title: the file name without its extension
 * ('Modello 730.2026.pdf' → 'Modello 730.2026'). A leading dot is part of the
 * name, not an extension ('.profile' stays).
 */
export function titleFromFilename(filename: string): string {
  const name = filename.trim();
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot).trim() : name;
  return (base || name).slice(0, DOCUMENT_TITLE_MAX);
}

export const FILE_REQUIRED_MESSAGE = 'Seleziona un file da caricare';
export const EMPTY_FILE_MESSAGE = 'Il file è vuoto';

/**
 * What is wrong with a chosen file before sending it, or null: the server
 * checks again (and checks the content), this only spares a useless upload.
 */
export function fileProblem(file: { size: number } | null | undefined): string | null {
  if (!file) return FILE_REQUIRED_MESSAGE;
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  if (file.size > MAX_DOCUMENT_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}
