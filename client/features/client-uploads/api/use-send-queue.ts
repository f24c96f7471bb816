import { currentYear } from '@common/document-categories';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { toast } from '~/components/ui/use-toast';
import { useQueueRun } from '~/lib/upload-queue/use-queue-run';
import { notAddedMessage, sendOutcome } from '../send-queue-report';
import {
  batchFor,
  initialSendState,
  refusal,
  roomFor,
  SEND_FAILED_MESSAGE,
  sendQueue,
  sendReducer,
} from '../send-queue-state';
import { clientUploadsQueryKey, sendClientUpload } from './client-uploads';

/** How the last run ended, for the page to move the focus; `key` tells one run from the next. */
export interface RunResult {
  key: number;
  succeeded: number;
  failed: number;
}

/**
 * The 'Invia documenti' queue and its runs: the files go one at a time, in
 * order, each reporting its byte progress; one toast tells the outcome.
 */
export function useSendQueue() {
  const queryClient = useQueryClient();
  const [state, dispatch] = React.useReducer(sendReducer<File>, undefined, () => initialSendState<File>());
  /** The files the last pick could not add (over the limit); shown until the next pick. */
  const [notAdded, setNotAdded] = React.useState<string | null>(null);
  /** Why the last 'Invia' was refused; `key` counts refusals so the page can focus the first missing field. */
  const [refused, setRefused] = React.useState<{ message: string; key: number } | null>(null);
  const [result, setResult] = React.useState<RunResult | null>(null);
  const running = state.run !== null;

  // A file cut off by the end of the session was not stored: it waits with the rest, and the page signs out.
  const { busy, run } = useQueueRun(running, dispatch, {
    failedMessage: SEND_FAILED_MESSAGE,
    failOnSessionEnd: false,
  });

  const addFiles = (files: readonly File[]): void => {
    if (running || files.length === 0) return;
    const room = roomFor(state, files.length);
    setNotAdded(notAddedMessage(files.slice(room).map((f) => f.name)));
    setRefused(null);
    dispatch({ type: 'add', files, year: currentYear() });
  };

  /** Sends every file still to send, or only the one given ('Riprova' on a file). */
  const send = async (only?: number): Promise<void> => {
    if (busy()) return;
    const queue = sendQueue(state.entries, only);
    const problem = refusal(state.entries, queue);
    if (problem) {
      dispatch({ type: 'refuse' });
      setRefused((r) => ({ message: problem, key: (r?.key ?? 0) + 1 }));
      return;
    }
    setRefused(null);
    const batch = batchFor(state, queue.length, crypto.randomUUID());
    const { note } = state;
    dispatch({ type: 'start', ids: queue.map((e) => e.id), batch: batch.id });
    const outcome = await run(queue, ({ title, category, year, file }, options) =>
      sendClientUpload({ title, category, year, note, batch: batch.id }, file, options),
    );
    if (!outcome) return;
    const { succeeded, failed } = outcome;
    const told = sendOutcome(succeeded, failed);
    toast({ variant: told.variant, title: told.title, description: told.description });
    setResult((r) => ({ key: (r?.key ?? 0) + 1, succeeded, failed }));
    if (succeeded > 0) void queryClient.invalidateQueries({ queryKey: clientUploadsQueryKey });
  };

  return { state, dispatch, running, notAdded, refused, result, addFiles, send };
}
