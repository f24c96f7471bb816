import type { AdminClientUpload } from '@common/schemas/client-uploads';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { toast } from '~/components/ui/use-toast';
import { errorText, isSessionEnded } from '~/lib/api-client';
import { downloadFile } from '~/lib/download-file';
import { percentOf } from '~/lib/file-size';
import { receivedDownloadUrl, refreshReceived } from './received-uploads';

export type ReceivedDownloadState =
  | { phase: 'idle' }
  | { phase: 'running'; percent: number }
  | { phase: 'done' };

/**
 * Downloads one received file with its progress. The server marks it seen,
 * so afterwards the lists and the badge are refreshed (also after a failure:
 * a 404 means the client deleted it meanwhile).
 */
export function useReceivedDownload(item: AdminClientUpload) {
  const queryClient = useQueryClient();
  const [state, setState] = React.useState<ReceivedDownloadState>({ phase: 'idle' });
  const running = React.useRef(false);

  const start = async (): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setState({ phase: 'running', percent: 0 });
    try {
      await downloadFile(receivedDownloadUrl(item.id), {
        fallbackName: item.filename,
        onProgress: ({ loaded, total }) => {
          const percent = percentOf(loaded, total ?? item.size);
          setState((s) =>
            s.phase === 'running' && s.percent !== percent ? { phase: 'running', percent } : s,
          );
        },
      });
      setState({ phase: 'done' });
    } catch (error) {
      setState({ phase: 'idle' });
      if (isSessionEnded(error)) return;
      toast({
        variant: 'destructive',
        title: 'Errore',
        description: errorText(error, 'Errore durante il download'),
      });
    } finally {
      running.current = false;
    }
    await refreshReceived(queryClient);
  };

  return { state, start };
}
