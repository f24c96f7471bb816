import type { ClientDocument } from '@common/schemas/documents';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { toast } from '~/components/ui/use-toast';
import { ApiError, errorText, isSessionEnded } from '~/lib/api-client';
import { downloadFile } from '~/lib/download-file';
import { percentOf } from '~/lib/file-size';
import { documentsQueryKey, downloadUrl } from './use-documents';

/** Large files show their progress at once; small ones only if they are slow, so a quick download does not flash a bar. */
const LARGE_FILE_BYTES = 1024 * 1024;
const SLOW_AFTER_MS = 300;

export type DownloadState =
  | { phase: 'idle' }
  | { phase: 'running'; percent: number; showProgress: boolean }
  | { phase: 'done' };

/**
 * Downloads one document with progress; afterwards the list is refreshed so
 * the 'Nuovo' badge goes. Also from 'Scadenze', which knows no size (no bar
 * until it is slow) and drops a payment whose document is gone (`onGone`).
 */
export function useDocumentDownload(
  doc: Pick<ClientDocument, 'id' | 'filename'> & { size?: number },
  options: { onGone?: () => void } = {},
) {
  const queryClient = useQueryClient();
  const [state, setState] = React.useState<DownloadState>({ phase: 'idle' });
  const running = React.useRef(false);

  const start = React.useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setState({ phase: 'running', percent: 0, showProgress: (doc.size ?? 0) > LARGE_FILE_BYTES });
    const slow = setTimeout(
      () => setState((s) => (s.phase === 'running' ? { ...s, showProgress: true } : s)),
      SLOW_AFTER_MS,
    );
    try {
      await downloadFile(downloadUrl(doc.id), {
        fallbackName: doc.filename,
        onProgress: ({ loaded, total }) => {
          const percent = percentOf(loaded, total ?? doc.size ?? null);
          setState((s) => (s.phase === 'running' && s.percent !== percent ? { ...s, percent } : s));
        },
      });
      setState({ phase: 'done' });
      await queryClient.invalidateQueries({ queryKey: documentsQueryKey });
    } catch (error) {
      setState({ phase: 'idle' });
      if (isSessionEnded(error)) return;
      toast({
        variant: 'destructive',
        title: 'Errore',
        description: errorText(error, 'Errore durante il download'),
      });
      // The document was removed meanwhile: the list drops it.
      if (error instanceof ApiError && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
        options.onGone?.();
      }
    } finally {
      clearTimeout(slow);
      running.current = false;
    }
  }, [doc.id, doc.filename, doc.size, queryClient, options.onGone]);

  return { state, start };
}
