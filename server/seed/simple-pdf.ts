/** A one-page PDF saying `text`, with a correct cross-reference table: enough for a viewer and for the type check. */
export function simplePdf(text: string): Buffer {
  // A PDF string holds bytes: anything outside printable ASCII, and its own delimiters, is left out.
  const safe = text.replace(/[^\x20-\x7e]|[()\\]/g, '');
  const content = `BT /F1 12 Tf (${safe}) Tj ET`;
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]);
}

/** A PDF of `objects` (numbered from 1, the first the catalogue), its cross-reference table and trailer. */
export function pdfOfObjects(objects: string[], trailer = ''): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailer} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
