import type { RequestItem } from '@common/schemas/document-requests';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { toast } from '~/components/ui/use-toast';
import { clientUploadsQueryKey } from '~/features/client-uploads/api/client-uploads';
import { ApiError } from '~/lib/api-client';
import { isWaiting } from '~/lib/upload-queue/queue-state';
import { useQueueRun } from '~/lib/upload-queue/use-queue-run';
import {
  ITEM_SEND_FAILED,
  type ItemUploadEntry,
  initialItemUploadState,
  itemUploadReducer,
  pickNotice,
  planAdd,
} from '../item-upload-state';
import { itemSendOutcome } from '../requests-view';
import { requestsQueryKey, sendItemFile, storeRequest } from './requests';

/**
 * The files of one item: a pick goes at once, one file at a time, each
 * reporting its bytes; every answer puts the request as it now stands in the
 * cache, so the item's state and the request's progress move file by file.
 */
export function useItemUpload(requestId: number, item: Pick<RequestItem, 'id' | 'name'>) {
  const queryClient = useQueryClient();
  const [state, dispatch] = React.useReducer(itemUploadReducer<File>, undefined, () =>
    initialItemUploadState<File>(),
  );
  /** The files the last pick left out (too large, empty, past the limit) and why; until the next pick. */
  const [notice, setNotice] = React.useState<string | null>(null);
  const running = state.run !== null;
  // A file cut off by the end of the session was not stored: it waits, and the page signs out.
  const { busy, run } = useQueueRun(running, dispatch, {
    failedMessage: ITEM_SEND_FAILED,
    failOnSessionEnd: false,
  });

  const send = async (queue: readonly ItemUploadEntry[]): Promise<void> => {
    if (busy() || queue.length === 0) return;
    dispatch({ type: 'start', ids: queue.map((e) => e.id) });
    const batch = crypto.randomUUID();
    const outcome = await run(queue, async ({ file }, options) => {
      try {
        storeRequest(queryClient, await sendItemFile(requestId, item.id, file, batch, options));
      } catch (error) {
        // Accepted or withdrawn meanwhile: the list shows how things stand now.
        if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
          void queryClient.invalidateQueries({ queryKey: requestsQueryKey });
        }
        throw error;
      }
    });
    if (!outcome) return;
    const told = itemSendOutcome(item.name, outcome.succeeded, outcome.failed);
    toast({ variant: told.variant, title: told.title, description: told.description });
    // The files are also among the client's sent documents ('Invia documenti').
    if (outcome.succeeded > 0) void queryClient.invalidateQueries({ queryKey: clientUploadsQueryKey });
  };

  const addFiles = (files: readonly File[]): void => {
    if (busy() || files.length === 0) return;
    const planned = planAdd(state, files);
    setNotice(pickNotice(planned));
    dispatch({ type: 'add', entries: planned.entries });
    void send(planned.entries);
  };

  const retry = (id: number): void => {
    const entry = state.entries.find((e) => e.id === id);
    if (entry && isWaiting(entry)) void send([entry]);
  };

  const remove = (id: number): void => dispatch({ type: 'remove', id });

  return { state, running, notice, addFiles, retry, remove };
}
