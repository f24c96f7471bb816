import { MESSAGE_FILES_MAX } from '@common/messages';
import * as React from 'react';
import { errorText } from '~/lib/api-client';

/** A file picked for a message: sent at once through the upload pipeline, attached when the message goes. */
export interface PickedFile {
  key: string;
  file: File;
  state: 'sending' | 'sent' | 'failed';
  /** The upload's or the document's id, once sent. */
  id?: number;
  error?: string;
}

const FAILED = 'File non inviato: riprova tra qualche istante.';

/**
 * The files of the message being written, on either side: each goes through `send` (the client's
 * 'Invia documenti' route, the firm's document upload) one at a time as soon as it is picked, so a
 * refused one says why beside its name and can be tried again; the message carries the ids of those sent.
 */
export function useMessageFiles(send: (file: File) => Promise<number>) {
  const [files, setFiles] = React.useState<PickedFile[]>([]);
  const [notice, setNotice] = React.useState<string | null>(null);
  const queue = React.useRef(Promise.resolve());
  const update = (key: string, change: Partial<PickedFile>) =>
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f)));
  const run = (entry: PickedFile) => {
    update(entry.key, { state: 'sending', error: undefined });
    queue.current = queue.current.then(() =>
      send(entry.file).then(
        (id) => update(entry.key, { state: 'sent', id }),
        (error: unknown) => update(entry.key, { state: 'failed', error: errorText(error, FAILED) }),
      ),
    );
  };
  const add = (picked: File[]) => {
    const room = MESSAGE_FILES_MAX - files.length;
    setNotice(picked.length > room ? `Al massimo ${MESSAGE_FILES_MAX} allegati per messaggio.` : null);
    const entries = picked
      .slice(0, Math.max(room, 0))
      .map((file): PickedFile => ({ key: crypto.randomUUID(), file, state: 'sending' }));
    setFiles((list) => [...list, ...entries]);
    for (const entry of entries) run(entry);
  };
  return {
    files,
    notice,
    add,
    retry: (entry: PickedFile) => run(entry),
    remove: (key: string) => setFiles((list) => list.filter((f) => f.key !== key)),
    clear: () => setFiles([]),
    busy: files.some((f) => f.state === 'sending'),
    ids: files.flatMap((f) => (f.state === 'sent' && f.id !== undefined ? [f.id] : [])),
  };
}
export type MessageFiles = ReturnType<typeof useMessageFiles>;
