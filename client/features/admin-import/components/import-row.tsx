import type { DocumentCategory } from '@common/document-categories';
import { othersNamed } from '@common/import-status';
import { needsFirstPage } from '@common/pdf-first-page';
import { Trash2 } from 'lucide-react';
import * as React from 'react';
import { CategoryOptions, YearOptions } from '~/components/category-year-options';
import { PickedFile } from '~/components/picked-file';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { type UploadStage, UploadStatusBadge } from '~/components/upload-status-badge';
import { ClientPicker } from '~/features/client-picker/components/client-picker';
import type { ImportAction, ImportEntry } from '../import-state';

const stages: Record<ImportEntry['status'], { stage: UploadStage; label: string }> = {
  pending: { stage: 'waiting', label: 'Da importare' },
  sending: { stage: 'running', label: 'In caricamento' },
  sent: { stage: 'done', label: 'Importato' },
  error: { stage: 'failed', label: 'Errore' },
};

/** Codes shown in a row at most: a register's page may carry a hundred. */
const CODES_SHOWN = 5;

/** What the preview found, in a sentence. */
function matchText(entry: ImportEntry): string {
  const { match, firstPage, file } = entry;
  if (!match)
    return needsFirstPage(file.name, file.type) ? 'Lettura della prima pagina...' : 'Lettura del nome...';
  const where = match.readFrom === 'firstPage' ? 'letto nella prima pagina' : 'letto';
  const more = match.read.length - CODES_SHOWN;
  const codes = `${match.read.slice(0, CODES_SHOWN).join(', ')}${more > 0 ? ` e altri ${more}` : ''}`;
  const read = match.read.length ? ` (${where}: ${codes})` : '';
  const others = othersNamed(match);
  const c = match.candidates[0];
  if (match.status === 'matched') return `Abbinato a ${c!.fullName} (${c!.username})${read}`;
  if (match.status === 'proposed') {
    const who = `${c!.fullName} (${c!.username})`;
    if (entry.userId === String(c!.id)) return `Confermato per ${who}: ${others}${read}.`;
    if (entry.userId !== '') return `Proposto ${who}, assegnato a un altro cliente: ${others}${read}.`;
    return `Da confermare: proposto ${who}, ma ${others}${read}. Conferma o scegli un altro cliente.`;
  }
  if (match.status === 'ambiguous')
    return match.candidates.length > 1
      ? `Ambiguo: più clienti hanno i codici ${match.readFrom === 'firstPage' ? 'della prima pagina' : 'del nome'}${read}. Scegli il cliente.`
      : `Ambiguo: ${others}, non tutte controllate${read}. Scegli il cliente.`;
  const why =
    firstPage && 'problem' in firstPage
      ? `nessun codice fiscale o partita IVA nel nome e ${firstPage.problem}`
      : `nessun codice fiscale o partita IVA di un cliente ${firstPage ? 'nel nome né nella prima pagina' : 'nel nome'}${read}`;
  return `Non abbinato: ${why}. Scegli il cliente o togli il file.`;
}

interface ImportRowProps {
  entry: ImportEntry;
  running: boolean;
  dispatch: React.Dispatch<ImportAction>;
}

/**
 * One file of the import: whose it is and why, its category and year, its state and its remove button.
 * Memoised: the preview answers 20 scans at a time, and redrawing all 500 rows at each answer took
 * 500 scans from 9 s to 15 s in Chromium (the reducer keeps every untouched entry as it was).
 */
export const ImportRow = React.memo(function ImportRow({ entry, running, dispatch }: ImportRowProps) {
  const id = React.useId();
  const { id: entryId, file, status, match } = entry;
  const locked = running || status === 'sent' || status === 'sending';
  // A matched file shows its client as text: a picker on each of 300 rows would ask the server for each name.
  const [changing, setChanging] = React.useState(false);
  const ambiguous = match?.status === 'ambiguous';
  const picking = match !== null && !ambiguous && (match.status === 'unmatched' || changing);
  const proposed = match?.status === 'proposed' ? match.candidates[0]! : null;
  const confirmed = proposed !== null && entry.userId === String(proposed.id);
  const tone =
    match?.status === 'matched' || confirmed
      ? 'text-green-800'
      : match === null
        ? 'text-slate-700'
        : 'text-amber-900';

  return (
    <li className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <PickedFile file={file} />
        <UploadStatusBadge {...stages[status]} />
      </div>
      <p className={`text-sm ${tone}`}>{matchText(entry)}</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[3fr_2fr_1fr_auto] lg:items-end">
        {ambiguous ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-client`}>
              Cliente<span className="sr-only"> per {file.name}</span>
            </Label>
            <NativeSelect
              id={`${id}-client`}
              value={entry.userId}
              disabled={locked}
              aria-invalid={entry.userId === ''}
              onChange={(e) => dispatch({ type: 'setUser', id: entryId, userId: e.target.value })}
            >
              <option value="">Scegli tra i clienti trovati</option>
              {match.candidates.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.fullName} ({c.username})
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : picking ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-client`}>
              Cliente<span className="sr-only"> per {file.name}</span>
            </Label>
            <ClientPicker
              id={`${id}-client`}
              value={entry.userId === '' ? null : Number(entry.userId)}
              disabled={locked}
              aria-invalid={entry.userId === ''}
              onChange={(userId) =>
                dispatch({ type: 'setUser', id: entryId, userId: userId === null ? '' : String(userId) })
              }
            />
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            {proposed &&
              (confirmed ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={locked}
                  onClick={() => dispatch({ type: 'setUser', id: entryId, userId: '' })}
                >
                  Annulla conferma<span className="sr-only"> per {file.name}</span>
                </Button>
              ) : (
                <Button
                  size="sm"
                  disabled={locked}
                  onClick={() => dispatch({ type: 'confirm', id: entryId })}
                >
                  Conferma {proposed.fullName}
                  <span className="sr-only"> per {file.name}</span>
                </Button>
              ))}
            {match && (
              <Button variant="outline" size="sm" disabled={locked} onClick={() => setChanging(true)}>
                Cambia cliente<span className="sr-only"> per {file.name}</span>
              </Button>
            )}
          </div>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-category`}>
            Categoria<span className="sr-only"> per {file.name}</span>
          </Label>
          <NativeSelect
            id={`${id}-category`}
            value={entry.category}
            disabled={locked}
            onChange={(e) =>
              dispatch({ type: 'setCategory', id: entryId, category: e.target.value as DocumentCategory })
            }
          >
            <CategoryOptions />
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-year`}>
            Anno<span className="sr-only"> per {file.name}</span>
          </Label>
          <NativeSelect
            id={`${id}-year`}
            value={String(entry.year)}
            disabled={locked}
            onChange={(e) => dispatch({ type: 'setYear', id: entryId, year: Number(e.target.value) })}
          >
            <YearOptions value={entry.year} />
          </NativeSelect>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          disabled={locked}
          onClick={() => dispatch({ type: 'remove', id: entryId })}
        >
          <Trash2 aria-hidden="true" />
          Togli<span className="sr-only"> {file.name}</span>
        </Button>
      </div>
      {status === 'error' && entry.error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {entry.error}: sarà riprovato con «Importa».
        </p>
      )}
    </li>
  );
});
