import { codesOf, identifiersIn, spacedIdentifiersIn } from './import-guess';

/**
 * The codici fiscali and partite IVA printed on a PDF's first page, for an
 * import whose file name has none. PDF.js (through unpdf, its build without a
 * worker or a canvas) parses the file; it is loaded only when a page is read.
 * Used in the admin's browser (inside a worker) and by `npm run import`: the
 * files are read where they are, and the site never parses a PDF it was sent.
 */

/**
 * The codes of one first page a preview request carries at most; those past
 * it are sent as a count (`pageCodesOmitted`), never dropped unsaid. Far more
 * than a page of people at a readable size, and 20 such files still fit the
 * API's 64 KB body (PREVIEW_FILES_PER_REQUEST).
 */
export const PAGE_CODES_MAX = 100;
/** Files whose first pages one preview request asks about: 20 × PAGE_CODES_MAX codes stay under 64 KB. */
export const PREVIEW_FILES_PER_REQUEST = 20;

/** Every code on the page, once each, in the page's order. */
export type FirstPage = { identifiers: string[] } | { problem: string };

export const PAGE_PROTECTED = 'prima pagina non leggibile (PDF protetto da password)';
export const PAGE_UNREADABLE = 'prima pagina non leggibile';

/** A PDF by its name or its type (the content check comes with the upload). */
const looksLikePdf = (name: string, type = '') => /\.pdf$/i.test(name) || type === 'application/pdf';

/** Whether an import should read this file's first page: a PDF whose name names nobody. */
export const needsFirstPage = (name: string, type = '') =>
  looksLikePdf(name, type) && codesOf(identifiersIn(name)).length === 0;

/**
 * A file as the import's preview is asked about it: its name, and the codes
 * its first page gave, those past PAGE_CODES_MAX counted (the preview counts
 * each as a person: one of them may be a client).
 */
export function previewFile(name: string, page: FirstPage | undefined) {
  if (!page || !('identifiers' in page)) return { name };
  const omitted = page.identifiers.length - PAGE_CODES_MAX;
  return {
    name,
    pageCodes: page.identifiers.slice(0, PAGE_CODES_MAX),
    ...(omitted > 0 && { pageCodesOmitted: omitted }),
  };
}

export async function readFirstPage(bytes: Uint8Array): Promise<FirstPage> {
  const { getDocumentProxy } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // No code evaluated from the file (the font-program hole of CVE-2024-4367), no fonts or images fetched.
    pdf = await getDocumentProxy(bytes, {
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    });
    const page = await pdf.getPage(1);
    const { items } = await page.getTextContent();
    const text = items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    // All of them: a page naming many people must say so, whichever of them is a client.
    const identifiers = codesOf(identifiersIn(text));
    return { identifiers: identifiers.length ? identifiers : codesOf(spacedIdentifiersIn(text)) };
  } catch (error) {
    return { problem: (error as Error)?.name === 'PasswordException' ? PAGE_PROTECTED : PAGE_UNREADABLE };
  } finally {
    await pdf?.destroy().catch(() => undefined);
  }
}
