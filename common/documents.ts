// Plain values the API and the pages share, apart from the schemas that use them: the client's pages
// import these without zod (decision 0027).

/** The largest file the server accepts (10 MB, as the upload screens state). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_TITLE_MAX = 200;

export const TOO_LARGE_MESSAGE = 'Il file supera la dimensione massima di 10MB';

/** What the single upload's file picker offers (e-invoices and signed files too); the bulk picker adds images. */
export const SINGLE_UPLOAD_ACCEPT = '.pdf,.doc,.docx,.txt,.xml,.p7m';

export const BULK_UPLOAD_ACCEPT = '.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png,.xml,.p7m';

/** The specification's type labels: PDF, Word (msword and openxml word), TXT, otherwise 'File'. */
export function fileTypeLabel(filetype: string): 'PDF' | 'Word' | 'TXT' | 'File' {
  const mime = filetype.split(';')[0]!.trim().toLowerCase();
  if (mime === 'application/pdf') return 'PDF';
  if (mime === 'application/msword' || mime.includes('wordprocessingml')) return 'Word';
  if (mime === 'text/plain') return 'TXT';
  return 'File';
}

/** The most documents one ZIP may hold (`GET …/archive?ids=…`): far past a year's papers, short of a runaway URL. */
export const ARCHIVE_MAX_DOCUMENTS = 200;

/** The URL of a ZIP of these documents, under an `…/archive` endpoint. */
export function archiveUrl(endpoint: string, ids: readonly number[]): string {
  return `${endpoint}?ids=${ids.join(',')}`;
}

/** The stored types the portal reads (`…/:id/details`): a FatturaPA or SdI notice, and a signed envelope. */
export function hasFileDetails(filetype: string): boolean {
  return filetype === 'application/xml' || filetype === 'application/pkcs7-mime';
}
