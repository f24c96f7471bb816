import { TOO_MANY_FILES_MESSAGE } from '@common/client-uploads';
import { percentOf } from '~/lib/file-size';
import type { QueuedFile } from '~/lib/upload-queue/queue-state';
import type { SendState } from './send-queue-state';

export interface SendProgress {
  /** 1-based position of the file being sent, and how many the run sends. */
  position: number;
  count: number;
  sentBytes: number;
  totalBytes: number;
  /** Bytes of the whole run. */
  percent: number;
  current: { id: number; title: string; loaded: number; size: number; percent: number } | null;
}

export function sendProgress<F extends QueuedFile>(state: SendState<F>): SendProgress | null {
  const { run } = state;
  if (!run) return null;
  const entry = run.current && state.entries.find((e) => e.id === run.current?.id);
  const loaded = run.current && entry ? Math.min(run.current.loaded, entry.file.size) : 0;
  const sentBytes = run.doneBytes + loaded;
  const finished = run.succeeded + run.failed;
  return {
    position: Math.min(run.ids.length, finished + 1),
    count: run.ids.length,
    sentBytes,
    totalBytes: run.totalBytes,
    // An empty run cannot exist (empty files are never sent), so 0 of 0 bytes is "nothing yet".
    percent: percentOf(sentBytes, run.totalBytes),
    current: entry
      ? {
          id: entry.id,
          title: entry.title,
          loaded,
          size: entry.file.size,
          percent: percentOf(loaded, entry.file.size),
        }
      : null,
  };
}

export interface SendOutcome {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

const documents = (n: number) => (n === 1 ? '1 documento' : `${n} documenti`);

/** The one toast at the end of a sending. */
export function sendOutcome(succeeded: number, failed: number): SendOutcome {
  if (failed === 0) {
    return {
      title: succeeded === 1 ? 'Documento inviato' : 'Documenti inviati',
      description: `${documents(succeeded)} ${succeeded === 1 ? 'inviato' : 'inviati'} allo studio.`,
      variant: 'default',
    };
  }
  if (succeeded === 0) {
    return {
      title: 'Invio non riuscito',
      description:
        failed === 1
          ? 'Il documento non è stato inviato: leggi il messaggio sotto il file e riprova.'
          : `Nessuno dei ${failed} documenti è stato inviato: leggi i messaggi sotto i file e riprova.`,
      variant: 'destructive',
    };
  }
  return {
    title: 'Invio completato in parte',
    description: `${documents(succeeded)} ${succeeded === 1 ? 'inviato' : 'inviati'}, ${documents(failed)} non ${
      failed === 1 ? 'inviato' : 'inviati'
    }: puoi riprovare.`,
    variant: 'destructive',
  };
}

/** What the page says when some chosen files did not fit in the sending: the limit, and which files stayed out. */
export function notAddedMessage(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  const which = names.length === 1 ? 'Non è stato aggiunto' : `Non sono stati aggiunti ${names.length} file`;
  return `${TOO_MANY_FILES_MESSAGE}. ${which}: ${names.join(', ')}.`;
}
