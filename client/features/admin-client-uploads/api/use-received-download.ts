import type { AdminClientUpload } from '@common/schemas/client-uploads';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { downloadFile } from '~/lib/download-file';
import { percentOf } from '~/lib/file-size';
import { useFailureToast } from '~/lib/use-failure-toast';
import { receivedDownloadUrl, refreshReceived } from './received-uploads';

export type ReceivedDownloadState =
  | { phase: 'idle' }
  | { phase: 'running'; percent: number }
  | { phase: 'done' };

/**
 * Downloads one received file with its progress (wherever it is shown: the
 * received list, a request's item, a payment's receipt). The server marks it
 * seen, so afterwards the lists and the badge are refreshed (also after a
 * failure: a 404 means the client deleted it meanwhile).
 */
export function useReceivedDownload(item: Pick<AdminClientUpload, 'id' | 'filename'> & { size?: number }) {
  const queryClient = useQueryClient();
  const [state, setState] = React.useState<ReceivedDownloadState>({ phase: 'idle' });
  const running = React.useRef(false);
  const showFailure = useFailureToast();

  const start = async (): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setState({ phase: 'running', percent: 0 });
    try {
      await downloadFile(receivedDownloadUrl(item.id), {
        fallbackName: item.filename,
        onProgress: ({ loaded, total }) => {
          const percent = percentOf(loaded, total ?? item.size ?? null);
          setState((s) =>
            s.phase === 'running' && s.percent !== percent ? { phase: 'running', percent } : s,
          );
        },
      });
      setState({ phase: 'done' });
    } catch (error) {
      setState({ phase: 'idle' });
      // An ended session asks for sign-in: no refresh until then.
      if (!showFailure(error, 'Errore', 'Errore durante il download')) return;
    } finally {
      running.current = false;
    }
    await refreshReceived(queryClient);
  };

  return { state, start };
}
