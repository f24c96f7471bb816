import { ARCHIVE_MAX_DOCUMENTS, archiveUrl } from '@common/schemas/documents';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { toast } from '~/components/ui/use-toast';
import { handleSessionExpired } from '~/features/auth/session-expiry';
import { errorText } from '~/lib/api-client';
import { downloadFile } from '~/lib/download-file';

export const TOO_MANY_FOR_ZIP = `Puoi scaricare al massimo ${ARCHIVE_MAX_DOCUMENTS} documenti alla volta`;
export const ZIP_FAILED = 'Errore durante il download dei documenti selezionati';

export type ZipDownloadState =
  | { phase: 'idle' }
  | { phase: 'running'; count: number; loaded: number; total: number | null }
  | { phase: 'done'; count: number };

interface ZipDownloadOptions {
  /** The `…/archive` endpoint the ids go to. */
  endpoint: string;
  /** The name to save under when the answer names no file. */
  fallbackName: string;
  /** Runs after a download that went through (e.g. to clear the selection). */
  onDone?: () => void;
  /** Runs after the download, failed or not (a 404: one of them was deleted meanwhile), unless the session ended. */
  onSettled: () => Promise<void> | void;
}

/**
 * Downloads the chosen documents as one ZIP, with byte progress (the server
 * sends the archive's length), through the same wrapper as a single download:
 * a failure is a message, never an error page saved as a file.
 */
export function useZipDownload({ endpoint, fallbackName, onDone, onSettled }: ZipDownloadOptions) {
  const queryClient = useQueryClient();
  const [state, setState] = React.useState<ZipDownloadState>({ phase: 'idle' });
  const running = React.useRef(false);

  const start = async (ids: readonly number[]): Promise<void> => {
    if (running.current || ids.length === 0) return;
    if (ids.length > ARCHIVE_MAX_DOCUMENTS) {
      toast({ variant: 'destructive', title: 'Troppi documenti', description: TOO_MANY_FOR_ZIP });
      return;
    }
    await startUrl(archiveUrl(endpoint, ids), ids.length);
  };

  /** A ZIP the server chooses the documents of (every one matching a list's filters): `count` is for the progress. */
  const startUrl = async (url: string, count: number): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setState({ phase: 'running', count, loaded: 0, total: null });
    try {
      await downloadFile(url, {
        fallbackName,
        onProgress: ({ loaded, total }) => setState({ phase: 'running', count, loaded, total }),
      });
      setState({ phase: 'done', count });
      onDone?.();
    } catch (error) {
      setState({ phase: 'idle' });
      if (handleSessionExpired(error, queryClient)) return;
      toast({ variant: 'destructive', title: 'Errore', description: errorText(error, ZIP_FAILED) });
    } finally {
      running.current = false;
    }
    await onSettled();
  };

  return { state, start, startUrl };
}
