import { describe, expect, it } from 'vitest';
import { docxFile, xlsxFile, zipFile } from '../../../test/support/document-fixtures';
import { zipEntryFolders } from './detect-zip';

const readFrom = (bytes: Buffer) => async (position: number, length: number) =>
  bytes.subarray(position, position + length);
const folders = (bytes: Buffer) => zipEntryFolders(readFrom(bytes), bytes.length, ['word/', 'xl/']);

describe('zipEntryFolders', () => {
  it('finds word/ or xl/ through the central directory, also behind an archive comment', async () => {
    expect(await folders(docxFile())).toEqual(new Set(['word/']));
    expect(await folders(xlsxFile())).toEqual(new Set(['xl/']));
    const commented = Buffer.from(docxFile());
    commented.writeUInt16LE(5, commented.length - 2);
    expect(await folders(Buffer.concat([commented, Buffer.from('hello')]))).toEqual(new Set(['word/']));
  });

  it('lists nothing for other archives, or a folder name that only starts the same', async () => {
    expect(await folders(zipFile([{ name: 'a.txt', data: 'x' }]))).toEqual(new Set());
    expect(
      await folders(
        zipFile([
          { name: 'xlsx/a.xml', data: 'x' },
          { name: 'wordy.txt', data: 'x' },
        ]),
      ),
    ).toEqual(new Set());
  });

  it('lists nothing for a damaged or truncated archive', async () => {
    const docx = docxFile();
    expect(await folders(docx.subarray(0, docx.length - 30))).toEqual(new Set());
    const badOffset = Buffer.from(docx);
    badOffset.writeUInt32LE(docx.length, docx.length - 6);
    expect(await folders(badOffset)).toEqual(new Set());
  });
});
