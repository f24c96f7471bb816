import { describe, expect, it } from 'vitest';
import { pdfFile, zipFile } from '../../../test/support/document-fixtures';
import { filesInZip } from './read-zip';

const zip = (entries: { name: string; data: Buffer | string }[], name = 'novembre.zip') =>
  Object.assign(new Blob([new Uint8Array(zipFile(entries))]), { name });

describe('filesInZip', () => {
  it('gives the files of every folder under their own names, folders and hidden files aside', async () => {
    const files = await filesInZip(
      zip([
        { name: 'novembre/cedolino_RSSMRA85T10A562S.pdf', data: pdfFile('A') },
        { name: 'novembre/sub/F24.pdf', data: pdfFile('B') },
        { name: '__MACOSX/novembre/._F24.pdf', data: 'x' },
        { name: 'novembre/.DS_Store', data: 'x' },
      ]),
    );
    expect(files.map((f) => f.name)).toEqual(['cedolino_RSSMRA85T10A562S.pdf', 'F24.pdf']);
    expect(Buffer.from(await files[0]!.arrayBuffer())).toEqual(pdfFile('A'));
  });

  it.each([
    ['a name that leaves the folder', [{ name: '../fuori.pdf', data: pdfFile() }], /esce dalla cartella/],
    ['an absolute name', [{ name: '/etc/x.pdf', data: pdfFile() }], /esce dalla cartella/],
    ['a compression bomb', [{ name: 'bomba.pdf', data: Buffer.alloc(9 * 1024 * 1024) }], /ZIP bomb/],
    [
      'an entry over 10 MB',
      [{ name: 'enorme.pdf', data: Buffer.alloc(11 * 1024 * 1024, 7) }],
      /supera i 10 MB/,
    ],
  ])('refuses a ZIP with %s, whole', async (_label, entries, message) => {
    await expect(filesInZip(zip(entries, 'pericoloso.zip'))).rejects.toThrow(message);
  });

  it('finds no file in what is not a ZIP (the tab says so)', async () => {
    await expect(
      filesInZip(Object.assign(new Blob(['non un archivio']), { name: 'x.zip' })),
    ).resolves.toEqual([]);
  });
});
