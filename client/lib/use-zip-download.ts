import { ARCHIVE_MAX_DOCUMENTS, archiveUrl } from '@common/documents';
import * as React from 'react';
import { toast } from '~/components/ui/use-toast';
import { errorText, isSessionEnded } from '~/lib/api-client';
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
  const [state, setState] = React.useState<ZipDownloadState>({ phase: 'idle' });
  const running = React.useRef(false);

  const run = async (url: string, count: number): Promise<void> => {
    if (running.current || count === 0) return;
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
      if (isSessionEnded(error)) return;
      toast({ variant: 'destructive', title: 'Errore', description: errorText(error, ZIP_FAILED) });
    } finally {
      running.current = false;
    }
    await onSettled();
  };

  const start = async (ids: readonly number[]): Promise<void> => {
    if (ids.length > ARCHIVE_MAX_DOCUMENTS) {
      toast({ variant: 'destructive', title: 'Troppi documenti', description: TOO_MANY_FOR_ZIP });
      return;
    }
    await run(archiveUrl(endpoint, ids), ids.length);
  };

  /** An archive the server chooses (every match of a list's filters): `url` asks for it, `count` files. */
  const startUrl = (url: string, count: number) => run(url, count);

  return { state, start, startUrl };
}
