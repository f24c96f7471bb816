import type * as React from 'react';
import { errorText, isSessionEnded } from '~/lib/api-client';
import type { TransferProgress } from '~/lib/upload-request';
import { useUploadRunGuard } from '~/lib/use-upload-run-guard';
import type { QueuedFile, RunAction } from './queue-state';

/** Thrown by a `send` that refuses an entry without asking the server: its message is the entry's. */
export class EntryRefused extends Error {}

export interface SendOptions {
  signal: AbortSignal;
  onProgress: (progress: TransferProgress) => void;
}

interface RunOptions {
  /** The entry's message when the server's error brings none. */
  failedMessage: string;
  /**
   * When the session ends, whether the entry that met it is marked failed; otherwise it goes
   * back to waiting with the rest.
   */
  failOnSessionEnd: boolean;
}

/**
 * The run loop of an upload queue: the entries go one at a time, in order, each
 * reporting its progress, under the guard of useUploadRunGuard. An ended session
 * stops the run, as every next entry would fail the same way.
 */
export function useQueueRun(running: boolean, dispatch: React.Dispatch<RunAction>, options: RunOptions) {
  const controller = useUploadRunGuard(running);

  /** A run is going (the state may not say so yet): a second one must not start. */
  const busy = (): boolean => controller.current !== null;

  /**
   * Sends the queue; answers the counts when the run went to its end, null when the page was
   * left or the session ended (then no outcome is told).
   */
  const run = async <E extends { id: number; file: QueuedFile }>(
    queue: readonly E[],
    send: (entry: E, options: SendOptions) => Promise<unknown>,
  ): Promise<{ succeeded: number; failed: number } | null> => {
    const guard = new AbortController();
    controller.current = guard;
    let succeeded = 0;
    let failed = 0;
    for (const entry of queue) {
      if (guard.signal.aborted) return null;
      const { id } = entry;
      dispatch({ type: 'sending', id });
      try {
        await send(entry, {
          signal: guard.signal,
          onProgress: ({ loaded, total }) =>
            dispatch({ type: 'progress', id, loaded, total: total ?? entry.file.size }),
        });
        dispatch({ type: 'sent', id });
        succeeded++;
      } catch (error) {
        if (guard.signal.aborted) return null;
        const ended = isSessionEnded(error);
        if (!ended || options.failOnSessionEnd) {
          const message =
            error instanceof EntryRefused ? error.message : errorText(error, options.failedMessage);
          dispatch({ type: 'failed', id, message });
          failed++;
        }
        if (ended) {
          controller.current = null;
          dispatch({ type: 'finish' });
          return null;
        }
      }
    }
    controller.current = null;
    dispatch({ type: 'finish' });
    return { succeeded, failed };
  };

  return { busy, run };
}
