import type { ImportPreviewRow } from './schemas/imports';

/** Each state of an import's preview row, as the panel and `npm run import` call it. */
export const IMPORT_STATUS_WORDS: Record<ImportPreviewRow['status'], string> = {
  matched: 'abbinato',
  proposed: 'da confermare',
  ambiguous: 'ambiguo',
  unmatched: 'non abbinato',
};

/** 'la prima pagina nomina altre 20 persone': who else a row's file names besides its clients, or ''. */
export function othersNamed({ others, readFrom }: Pick<ImportPreviewRow, 'others' | 'readFrom'>): string {
  if (others === 0) return '';
  const where = readFrom === 'firstPage' ? 'la prima pagina' : 'il nome';
  return others === 1 ? `${where} nomina un'altra persona` : `${where} nomina altre ${others} persone`;
}
