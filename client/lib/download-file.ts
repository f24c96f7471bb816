import { raiseIfNotOk } from './api-client';
import { fileNameFromContentDisposition } from './content-disposition';
import type { TransferProgress } from './upload-request';

interface DownloadOptions {
  /** The name to save under when the answer names no file. */
  fallbackName: string;
  onProgress?: (progress: TransferProgress) => void;
  signal?: AbortSignal;
}

/**
 * Downloads an attachment and hands it to the browser's save flow. Read here
 * rather than by following a link so the page can show progress and tell a
 * failure (an expired session, a removed document) instead of the browser
 * saving an error page. Answers the name the file was saved under.
 */
export async function downloadFile(url: string, options: DownloadOptions): Promise<string> {
  const { fallbackName, onProgress, signal } = options;
  const res = await fetch(url, { credentials: 'include', signal });
  await raiseIfNotOk(res);

  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress?.({ loaded, total });
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      onProgress?.({ loaded, total });
    }
  }

  const name = fileNameFromContentDisposition(res.headers.get('content-disposition'), fallbackName);
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  saveBlob(new Blob(chunks, { type }), name);
  return name;
}

function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
