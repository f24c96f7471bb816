// In common: the server's quota message says sizes as the pages do.
export { formatFileSize } from '@common/file-size';

/** A whole percentage of a transfer, 0 when the total is unknown or empty. */
export function percentOf(loaded: number, total: number | null): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}
