import { apiErrorFrom } from './api-client';

export interface TransferProgress {
  /** Bytes sent (upload) or received (download) so far. */
  loaded: number;
  /** The whole size, when known. */
  total: number | null;
}

interface UploadOptions {
  onProgress?: (progress: TransferProgress) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form and answers the parsed JSON body. XMLHttpRequest
 * rather than fetch: only it reports how much of the request body has been
 * sent. Failures raise the same ApiError as the fetch wrapper, so callers
 * handle both alike (errorText, isSessionEnded).
 */
export function uploadRequest<T>(url: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'text';

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    };
    xhr.onload = () => {
      settle();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(apiErrorFrom(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        reject(new Error('Risposta del server non valida'));
      }
    };
    // The same kind of error fetch raises when the network fails: no status, no server message.
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('Upload aborted', 'AbortError'));
    };
    xhr.send(form);
  });
}
