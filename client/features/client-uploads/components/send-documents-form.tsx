import { CLIENT_UPLOAD_ACCEPT, CLIENT_UPLOAD_TYPES_TEXT, MAX_FILES_PER_BATCH } from '@common/client-uploads';
import type { DocumentCategory } from '@common/document-categories';
import { FolderOpen, LoaderCircle, Send, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { CategoryOptions } from '~/components/category-year-options';
import { Button } from '~/components/ui/button';
import { CameraPickerButton, FileDropZone, FilePickerButton } from '~/components/ui/file-drop-zone';
import { FormField } from '~/components/ui/form-field';
import { NativeSelect } from '~/components/ui/native-select';
import { useSendQueue } from '../api/use-send-queue';
import { sendProgress } from '../send-queue-report';
import { isSendable } from '../send-queue-state';
import { NoteField } from './note-field';
import { SendEntryItem } from './send-entry-item';
import { SendRunProgress } from './send-run-progress';

/** The upper part of 'Invia documenti': choosing the files, describing them and sending them. */
export function SendDocumentsForm({
  sentHeading,
}: {
  sentHeading: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { state, dispatch, running, notAdded, refused, result, addFiles, send } = useSendQueue();
  const picker = React.useRef<HTMLButtonElement>(null);
  const queueHeading = React.useRef<HTMLHeadingElement>(null);
  const list = React.useRef<HTMLUListElement>(null);
  const [removals, setRemovals] = React.useState(0);
  const hintId = React.useId();
  const progress = sendProgress(state);
  const sendable = state.entries.filter(isSendable);
  const onlyRetries = sendable.length > 0 && sendable.every((e) => e.status === 'error');
  const sharedCategory =
    sendable.length > 0 && sendable.every((e) => e.category === sendable[0]?.category)
      ? sendable[0]!.category
      : '';

  // After a removal the focus would fall to the page: it goes to the list's heading, or the picker when the list is gone.
  React.useEffect(() => {
    if (removals > 0) (queueHeading.current ?? picker.current)?.focus();
  }, [removals]);
  React.useEffect(() => {
    if (refused) list.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  // After a run: to the first failed file's 'Riprova', or to the sent list when everything went.
  React.useEffect(() => {
    if (!result) return;
    const retry = list.current?.querySelector<HTMLElement>('[data-retry]');
    (result.failed > 0 && retry ? retry : sentHeading.current)?.focus();
  }, [result, sentHeading]);

  const count = sendable.length;
  return (
    <section aria-labelledby="send-title">
      <h2 id="send-title" className="text-xl font-semibold text-brand-900">
        Invia documenti allo studio
      </h2>
      <p className="mt-1 text-slate-700">
        Fatture, scontrini, ricevute, buste paga: scegli i file, indica per ciascuno la categoria e
        l&apos;anno, poi premi «Invia». Lo studio li riceve qui, in modo sicuro, senza passare
        dall&apos;e-mail.
      </p>

      <FileDropZone onFiles={addFiles} disabled={running} className="mt-4">
        <div className="flex flex-col items-center gap-3 text-center">
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <FilePickerButton
              ref={picker}
              size="lg"
              className="w-full sm:w-auto"
              accept={CLIENT_UPLOAD_ACCEPT}
              multiple
              disabled={running}
              aria-describedby={hintId}
              onFiles={addFiles}
            >
              <FolderOpen aria-hidden="true" />
              Scegli i file
            </FilePickerButton>
            <CameraPickerButton className="w-full sm:w-auto" disabled={running} onFiles={addFiles} />
          </div>
          <p className="text-slate-700 pointer-coarse:hidden">oppure trascina qui i file</p>
          <p id={hintId} className="text-sm text-slate-600">
            Fino a {MAX_FILES_PER_BATCH} file alla volta, al massimo 10 MB ciascuno:{' '}
            {CLIENT_UPLOAD_TYPES_TEXT}.
          </p>
        </div>
      </FileDropZone>
      {notAdded && (
        <p
          role="alert"
          className="mt-3 flex gap-2 rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {notAdded}
        </p>
      )}

      {state.entries.length > 0 && (
        <div className="mt-6 grid gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <h3
              id="send-queue-title"
              ref={queueHeading}
              tabIndex={-1}
              className="text-lg font-semibold text-slate-900 focus:outline-none!"
            >
              {state.entries.length === 1 ? '1 file da inviare' : `${state.entries.length} file da inviare`}
            </h3>
            <FormField label="Stessa categoria per tutti" className="w-full sm:w-72">
              {(field) => (
                <NativeSelect
                  {...field}
                  value={sharedCategory}
                  disabled={running || sendable.length === 0}
                  onChange={(event) =>
                    dispatch({ type: 'setCategoryForAll', category: event.target.value as DocumentCategory })
                  }
                >
                  <CategoryOptions placeholder="Scegli per tutti i file" />
                </NativeSelect>
              )}
            </FormField>
          </div>
          <ul
            ref={list}
            aria-labelledby="send-queue-title"
            className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {state.entries.map((entry) => (
              <SendEntryItem
                key={entry.id}
                entry={entry}
                running={running}
                markMissing={state.markMissing}
                percent={progress?.current?.id === entry.id ? progress.current.percent : null}
                dispatch={dispatch}
                onRemove={(id) => {
                  dispatch({ type: 'remove', id });
                  setRemovals((n) => n + 1);
                }}
                onRetry={(id) => void send(id)}
              />
            ))}
          </ul>
          <NoteField
            value={state.note}
            disabled={running}
            onChange={(note) => dispatch({ type: 'setNote', note })}
          />
          {progress && <SendRunProgress progress={progress} />}
          {refused && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {refused.message}
            </p>
          )}
          <Button
            size="lg"
            className="w-full sm:w-auto sm:justify-self-start"
            aria-disabled={running}
            onClick={() => {
              if (!running) void send();
            }}
          >
            {running ? (
              <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {running
              ? 'Invio in corso...'
              : onlyRetries
                ? `Riprova tutti (${count})`
                : count === 0
                  ? 'Invia'
                  : `Invia ${count === 1 ? '1 documento' : `${count} documenti`}`}
          </Button>
        </div>
      )}
      <p role="status" className="sr-only">
        {progress?.current
          ? `Invio del file ${progress.position} di ${progress.count}: ${progress.current.title}`
          : ''}
      </p>
    </section>
  );
}
