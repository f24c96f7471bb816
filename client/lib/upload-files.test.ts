import { DOCUMENT_TITLE_MAX, MAX_DOCUMENT_BYTES, TOO_LARGE_MESSAGE } from '@common/documents';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILE_MESSAGE, FILE_REQUIRED_MESSAGE, fileProblem, titleFromFilename } from './upload-files';

describe('titleFromFilename', () => {
  it('drops the last extension only', () => {
    expect(titleFromFilename('F24 giugno.pdf')).toBe('F24 giugno');
    expect(titleFromFilename('Modello 730.2026.docx')).toBe('Modello 730.2026');
    expect(titleFromFilename('archivio.tar.gz')).toBe('archivio.tar');
  });

  it('keeps names without an extension and names that start with a dot', () => {
    expect(titleFromFilename('LEGGIMI')).toBe('LEGGIMI');
    expect(titleFromFilename('.profile')).toBe('.profile');
  });

  it('keeps the whole name when nothing would be left', () => {
    expect(titleFromFilename(' .pdf')).toBe('.pdf');
    expect(titleFromFilename('  .txt')).toBe('.txt');
  });

  it('trims spaces and caps the length at the title limit', () => {
    expect(titleFromFilename('  bilancio 2025 .pdf ')).toBe('bilancio 2025');
    expect(titleFromFilename(`${'a'.repeat(300)}.pdf`)).toHaveLength(DOCUMENT_TITLE_MAX);
  });
});

describe('fileProblem', () => {
  it('asks for a file when none is chosen', () => {
    expect(fileProblem(undefined)).toBe(FILE_REQUIRED_MESSAGE);
    expect(fileProblem(null)).toBe(FILE_REQUIRED_MESSAGE);
  });

  it('refuses an empty file and one over 10 MB, accepts exactly 10 MB', () => {
    expect(fileProblem({ size: 0 })).toBe(EMPTY_FILE_MESSAGE);
    expect(fileProblem({ size: MAX_DOCUMENT_BYTES + 1 })).toBe(TOO_LARGE_MESSAGE);
    expect(fileProblem({ size: MAX_DOCUMENT_BYTES })).toBeNull();
    expect(fileProblem({ size: 1 })).toBeNull();
  });
});
