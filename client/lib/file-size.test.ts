import { describe, expect, it } from 'vitest';
import { formatFileSize, percentOf } from './file-size';

describe('formatFileSize', () => {
  it('counts bytes below one kilobyte', () => {
    expect(formatFileSize(0)).toBe('0 byte');
    expect(formatFileSize(812)).toBe('812 byte');
  });

  it('uses an Italian decimal comma below ten units and whole numbers above', () => {
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(250_880)).toBe('245 KB');
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe('1,2 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('answers nothing for sizes that cannot be', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('percentOf', () => {
  it('rounds to whole percentages and stays within 0–100', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 4)).toBe(100);
  });

  it('is 0 when the total is unknown or zero', () => {
    expect(percentOf(10, null)).toBe(0);
    expect(percentOf(10, 0)).toBe(0);
  });
});
