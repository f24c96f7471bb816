import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Reading a file runs on the request's event loop in steps: `pace()` lets
 * other requests in once `sliceMs` of work have passed (decision 0040), so a
 * 20 MB envelope never holds the server for more than a slice.
 */
export function pacer(sliceMs = 8): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}

/** Runs one reading at a time: a burst of first views queues instead of holding many files at once. */
export function oneAtATime() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}
