import { formatInteger } from '@common/format';
import { FileArchive, Trash2 } from 'lucide-react';
import { Button } from '~/components/ui/button';

interface DocumentsSelectionBarProps {
  /** Rows ticked on screen. */
  chosen: number;
  /** Every matching document, as the server counted them (null until known). */
  matching: number | null;
  /** Whether the actions apply to every matching document rather than the ticked rows. */
  allMatching: boolean;
  /** Whether every row on screen is ticked (then the bar offers every matching one). */
  allShownChosen: boolean;
  zipping: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onZip: () => void;
  onDelete: () => void;
}

/** How many are selected, the offer to select every matching document, and the two bulk actions. */
export function DocumentsSelectionBar(props: DocumentsSelectionBarProps) {
  const { chosen, matching, allMatching, allShownChosen, zipping } = props;
  const count = allMatching && matching !== null ? matching : chosen;
  const more = matching !== null && matching > chosen;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p role="status" className="text-sm text-slate-700">
          {allMatching
            ? `Tutti i ${formatInteger(count)} risultati selezionati`
            : count === 1
              ? '1 selezionato'
              : `${formatInteger(count)} selezionati`}
        </p>
        {allMatching ? (
          <Button variant="link" className="h-auto p-0" onClick={props.onClear}>
            Annulla selezione
          </Button>
        ) : (
          allShownChosen &&
          more && (
            <Button variant="link" className="h-auto p-0" onClick={props.onSelectAllMatching}>
              Seleziona tutti i {formatInteger(matching)} risultati
            </Button>
          )
        )}
      </div>
      <div className="flex w-full flex-wrap gap-2 sm:w-auto">
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          disabled={count === 0}
          aria-disabled={zipping}
          onClick={() => {
            if (!zipping) props.onZip();
          }}
        >
          <FileArchive aria-hidden="true" />
          Scarica selezionati (ZIP)
        </Button>
        <Button
          variant="destructive"
          className="w-full sm:w-auto"
          disabled={count === 0}
          onClick={props.onDelete}
        >
          <Trash2 aria-hidden="true" />
          Elimina Selezionati
        </Button>
      </div>
    </div>
  );
}
