import { PAGE_READ_TIMEOUT_MS } from '@common/first-page-limits';
import { type FirstPage, PAGE_UNREADABLE } from '@common/pdf-first-page';

export interface PageReader {
  read(file: File): Promise<FirstPage>;
  close(): void;
}

/**
 * Reads PDFs' first pages one at a time in a worker. A page that takes too
 * long ends its worker (the only way to stop the parser) and is said
 * unreadable; the next file gets a new worker.
 */
export function createPageReader(
  // Tests pass their own worker and a shorter wait.
  startWorker = () => new Worker(new URL('./first-page.worker.ts', import.meta.url), { type: 'module' }),
  timeoutMs = PAGE_READ_TIMEOUT_MS,
): PageReader {
  let worker: Worker | null = null;
  let nextId = 0;
  const drop = (w: Worker) => {
    w.terminate();
    if (worker === w) worker = null;
  };

  const read = (file: File) => {
    worker ??= startWorker();
    const current = worker;
    const id = nextId++;
    return new Promise<FirstPage>((resolve) => {
      const settle = (page: FirstPage) => {
        clearTimeout(timer);
        current.removeEventListener('message', onMessage);
        current.removeEventListener('error', onError);
        resolve(page);
      };
      const onMessage = (event: MessageEvent<{ id: number; page: FirstPage }>) => {
        if (event.data.id === id) settle(event.data.page);
      };
      const onError = () => {
        drop(current);
        settle({ problem: PAGE_UNREADABLE });
      };
      const timer = setTimeout(onError, timeoutMs);
      current.addEventListener('message', onMessage);
      current.addEventListener('error', onError);
      current.postMessage({ id, file });
    });
  };

  return { read, close: () => worker && drop(worker) };
}
