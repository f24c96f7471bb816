import { createDeflate } from 'node:zlib';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/**
 * A one-page PDF whose content stream inflates to `megabytes` MB of spaces:
 * about a thousandth of that on disk, and as much memory as it inflates to for
 * a reader (the security review's F7). Deflated a megabyte at a time, never
 * holding the spaces whole.
 */
export async function spacesPdf(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate();
  const packed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => packed.push(chunk));
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < megabytes; i++)
    if (!deflate.write(spaces)) await new Promise((resolve) => deflate.once('drain', resolve));
  await new Promise((resolve) => deflate.end(resolve));
  const stream = Buffer.concat(packed);
  const objects = [
    latin1('<< /Type /Catalog /Pages 2 0 R >>'),
    latin1('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    latin1('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>'),
    Buffer.concat([
      latin1(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      latin1('\nendstream'),
    ]),
  ];
  const parts = [latin1('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  for (const [i, object] of objects.entries()) {
    const bytes = Buffer.concat([latin1(`${i + 1} 0 obj\n`), object, latin1('\nendobj\n')]);
    offsets.push(length);
    parts.push(bytes);
    length += bytes.length;
  }
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) xref += `${String(offset).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(latin1(xref));
  return Buffer.concat(parts);
}
