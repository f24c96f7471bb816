import { currentYear } from '@common/document-categories';
import { BULK_UPLOAD_ACCEPT } from '@common/documents';
import { FileUp, FolderInput } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { FileDropZone, FilePickerButton } from '~/components/ui/file-drop-zone';
import { FormAlert } from '~/components/ui/form-alert';
import { LabelledProgress } from '~/components/ui/labelled-progress';
import { formatFileSize } from '~/lib/file-size';
import { useImport } from '../api/use-import';
import { type ImportEntry, waitingEntries } from '../import-state';
import { ConfirmProposed } from './confirm-proposed';
import { ImportRow } from './import-row';

/** '3 abbinati', '1 ambiguo': how many rows the preview put in a state, in words. */
function counted(entries: readonly ImportEntry[], status: string, one: string, many: string): string {
  const n = entries.filter((e) => e.match?.status === status).length;
  return `${n} ${n === 1 ? one : many}`;
}

/** The admin panel's 'Importa documenti': a month's files from the firm's software, sorted in one go. */
export function ImportTab() {
  const { state, dispatch, running, add, start, previewError } = useImport();
  const { entries, run } = state;
  const waiting = waitingEntries(entries).length;
  const onFiles = (files: File[]) => void add(files, currentYear());
  const sentBytes = run ? run.doneBytes + (run.current?.loaded ?? 0) : 0;
  const percent =
    run && run.totalBytes > 0 ? Math.min(100, Math.round((sentBytes / run.totalBytes) * 100)) : 0;

  return (
    <section aria-labelledby="import-heading" className="mt-6 grid gap-4">
      <div>
        <h2 id="import-heading" className="text-xl font-semibold text-slate-900">
          Importa documenti
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">
          I file prodotti dal gestionale (cedolini, F24, CU…) con il codice fiscale o la partita IVA del
          cliente nel nome vengono assegnati da soli; per un PDF senza codice nel nome si legge la prima
          pagina, su questo computer. Un file che nomina anche altre persone (il datore di lavoro, i colleghi)
          resta da confermare. Categoria e anno si ricavano dal nome. Controlla l'anteprima, correggi o togli
          le righe, poi importa: nulla viene salvato prima.
        </p>
      </div>
      <FileDropZone onFiles={onFiles} disabled={running}>
        <div className="flex flex-wrap items-center gap-3">
          <FilePickerButton
            accept={`${BULK_UPLOAD_ACCEPT},.zip`}
            multiple
            disabled={running}
            icon={<FolderInput aria-hidden="true" />}
            onFiles={onFiles}
          >
            Scegli i file
          </FilePickerButton>
          <p className="text-sm text-slate-700">
            o trascinali qui, anche in un archivio ZIP. Fino a 500 file per volta, 10 MB ciascuno: PDF, DOC,
            DOCX, TXT, JPG, PNG, fatture XML o file firmati .p7m.
          </p>
        </div>
      </FileDropZone>
      {previewError && <FormAlert>{previewError}</FormAlert>}
      {entries.length > 0 && (
        <>
          <p className="font-medium text-slate-900" aria-live="polite">
            {entries.length} file: {counted(entries, 'matched', 'abbinato', 'abbinati')},{' '}
            {counted(entries, 'proposed', 'da confermare', 'da confermare')},{' '}
            {counted(entries, 'ambiguous', 'ambiguo', 'ambigui')},{' '}
            {counted(entries, 'unmatched', 'non abbinato', 'non abbinati')}
          </p>
          <ConfirmProposed entries={entries} running={running} dispatch={dispatch} />
          <ul
            aria-label="File da importare"
            className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {entries.map((entry) => (
              <ImportRow key={entry.id} entry={entry} running={running} dispatch={dispatch} />
            ))}
          </ul>
          {run && (
            <LabelledProgress
              label="Importazione in corso"
              percent={percent}
              detail={`${formatFileSize(sentBytes)} di ${formatFileSize(run.totalBytes)}`}
            />
          )}
          <div>
            <Button pending={running} disabled={waiting === 0} onClick={() => void start()}>
              <FileUp aria-hidden="true" />
              {running
                ? 'Importazione...'
                : waiting === 0
                  ? 'Nessun documento da importare'
                  : `Importa ${waiting === 1 ? '1 documento' : `${waiting} documenti`}`}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
