import { formatDecimal } from './format';

const UNITS = ['KB', 'MB', 'GB'] as const;

/**
 * A size for people, in Italian: '812 byte', '245 KB', '1,2 MB'. Units of 1024,
 * as the 10MB upload limit is counted. Shared: the server's quota message says
 * sizes the way the pages do.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} byte`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = 'KB';
  for (const next of UNITS) {
    value /= 1024;
    unit = next;
    if (value < 1024) break;
  }
  // One decimal below 10 ('1,2 MB'), none above ('245 KB'): enough to tell files apart.
  return `${value < 10 ? formatDecimal(value, 1) : Math.round(value)} ${unit}`;
}
