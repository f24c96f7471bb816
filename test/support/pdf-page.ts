import { pdfOfObjects } from '../../server/seed/simple-pdf';

/**
 * One-page PDFs drawn from a content stream, for the import's reading of
 * first pages: text as a program writes it, a form's boxes, a password.
 */
export function pdfPage(content: string, options: { password?: boolean } = {}): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  // The standard handler (RC4, revision 2) with a user key no empty password opens.
  if (options.password)
    objects.push(`<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`);
  const encrypt = options.password ? ` /Encrypt 6 0 R /ID [<${'00'.repeat(16)}> <${'00'.repeat(16)}>]` : '';
  return pdfOfObjects(objects, encrypt);
}

/**
 * Lines of text down the page, as a payroll program prints them; a smaller
 * `leading` fits a register's hundred people (PDF.js gives no text below the page).
 */
export const pdfLines = (lines: string[], leading = 14) =>
  pdfPage(
    `BT /F1 ${Math.max(4, leading - 3)} Tf ${leading} TL 50 800 Td ${lines.map((l) => `(${l}) '`).join(' ')} ET`,
  );

/** `code` printed one character a box, as on an F24 form, under its label. */
export const pdfBoxes = (label: string, code: string) =>
  pdfPage(
    `BT /F1 9 Tf 50 760 Td (${label}) Tj ET BT /F1 11 Tf 50 740 Td ${[...code].map((c) => `(${c}) Tj 14 0 Td`).join(' ')} ET`,
  );
