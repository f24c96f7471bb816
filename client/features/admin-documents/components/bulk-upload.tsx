import { currentYear, type DocumentCategory } from '@common/document-categories';
import { BULK_UPLOAD_ACCEPT } from '@common/documents';
import { LoaderCircle, Trash2, Upload } from 'lucide-react';
import * as React from 'react';
import { CategoryOptions, YearOptions } from '~/components/category-year-options';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { LabelledProgress } from '~/components/ui/labelled-progress';
import { NativeSelect } from '~/components/ui/native-select';
import { ClientPicker } from '~/features/client-picker/components/client-picker';
import { useBulkUpload } from '../api/use-bulk-upload';
import { runProgress } from '../bulk-run-report';
import { isEditable } from '../bulk-upload-state';
import { BulkEntryItem } from './bulk-entry-item';

/** The 'Caricamento Massivo' sub-tab: many files, each with its title and client, sent one at a time. */
export function BulkUpload() {
  const { state, dispatch, running, missing, refusals, start } = useBulkUpload();
  const picker = React.useRef<HTMLInputElement>(null);
  const listRef = React.useRef<HTMLUListElement>(null);
  const progress = runProgress(state);
  const editable = state.entries.filter(isEditable);
  // An "all files" select shows a value only when every file still to send has that one.
  const shared = <T,>(pick: (e: (typeof editable)[number]) => T): T | undefined =>
    editable.length > 0 && editable.every((e) => pick(e) === pick(editable[0]!))
      ? pick(editable[0]!)
      : undefined;
  const sharedUser = shared((e) => e.userId) ?? '';
  const sharedCategory = shared((e) => e.category) ?? '';
  const sharedYear = shared((e) => e.year);
  const focusPicker = () => picker.current?.focus();

  React.useEffect(() => {
    if (refusals > 0) listRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  return (
    <Card className="p-6">
      <h3 className="text-lg font-semibold text-slate-900">Caricamento Massivo Documenti</h3>
      <p className="mt-1 text-sm text-slate-700">
        Scegli più file, assegna a ciascuno un titolo, un cliente, una categoria e un anno, poi caricali:
        vengono inviati uno alla volta.
      </p>

      <FormField
        label="Seleziona file"
        hint="PDF, DOC, DOCX, TXT, JPG, PNG, fatture XML o file firmati .p7m, al massimo 10MB ciascuno."
        className="mt-4"
      >
        {(field) => (
          <Input
            {...field}
            ref={picker}
            type="file"
            multiple
            accept={BULK_UPLOAD_ACCEPT}
            disabled={running}
            className="file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-800"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              if (files.length > 0) dispatch({ type: 'add', files, year: currentYear() });
              // Emptied so the same file can be chosen again (after removing it, say).
              event.target.value = '';
            }}
          />
        )}
      </FormField>

      {state.entries.length > 0 && (
        <div className="mt-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h4 id="bulk-list-heading" className="font-semibold text-slate-900">
              {state.entries.length === 1 ? '1 file selezionato' : `${state.entries.length} file selezionati`}
            </h4>
            <Button
              variant="outline"
              className="min-h-11"
              disabled={running}
              onClick={() => {
                dispatch({ type: 'removeAll' });
                focusPicker();
              }}
            >
              <Trash2 aria-hidden="true" />
              Rimuovi Tutti
            </Button>
          </div>
          <div className="mt-4 grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-3">
            <FormField label="Assegna tutti i file a">
              {(field) => (
                <ClientPicker
                  {...field}
                  value={sharedUser === '' ? null : Number(sharedUser)}
                  disabled={running || editable.length === 0}
                  onChange={(id) =>
                    dispatch({ type: 'setUserForAll', userId: id === null ? '' : String(id) })
                  }
                />
              )}
            </FormField>
            <FormField label="Categoria per tutti i file">
              {(field) => (
                <NativeSelect
                  {...field}
                  value={sharedCategory}
                  disabled={running || editable.length === 0}
                  onChange={(event) => {
                    const category = event.target.value as DocumentCategory | '';
                    if (category) dispatch({ type: 'setCategoryForAll', category });
                  }}
                >
                  <CategoryOptions />
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Anno per tutti i file">
              {(field) => (
                <NativeSelect
                  {...field}
                  value={sharedYear === undefined ? '' : String(sharedYear)}
                  disabled={running || editable.length === 0}
                  onChange={(event) => {
                    if (event.target.value)
                      dispatch({ type: 'setYearForAll', year: Number(event.target.value) });
                  }}
                >
                  {sharedYear === undefined && <option value="">Anni diversi</option>}
                  <YearOptions value={sharedYear} />
                </NativeSelect>
              )}
            </FormField>
          </div>
          <ul
            ref={listRef}
            aria-labelledby="bulk-list-heading"
            className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {state.entries.map((entry) => (
              <BulkEntryItem
                key={entry.id}
                entry={entry}
                running={running}
                markMissing={missing}
                dispatch={dispatch}
                onRemoved={focusPicker}
              />
            ))}
          </ul>
        </div>
      )}

      <p role="status" className="sr-only">
        {progress?.current
          ? `Caricamento del file ${progress.completed + 1} di ${progress.total}: ${progress.current.title}`
          : ''}
      </p>
      {progress && (
        <div className="mt-6 grid gap-4">
          <LabelledProgress
            label="Avanzamento complessivo"
            percent={progress.percent}
            detail={`${progress.completed} di ${progress.total} file`}
          />
          {progress.current && (
            <LabelledProgress
              label={`File in caricamento: ${progress.current.title}`}
              percent={progress.current.percent}
            />
          )}
        </div>
      )}

      <Button
        className="mt-4 w-full sm:w-auto"
        aria-disabled={running}
        onClick={() => {
          if (!running) void start();
        }}
      >
        {running ? (
          <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />
        ) : (
          <Upload aria-hidden="true" />
        )}
        {running ? 'Caricamento in corso...' : 'Carica i documenti'}
      </Button>
    </Card>
  );
}
