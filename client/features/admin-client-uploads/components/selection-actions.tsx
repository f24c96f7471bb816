import { formatInteger } from '@common/format';
import { Archive, ArchiveRestore, FileArchive, Trash2 } from 'lucide-react';
import { Button } from '~/components/ui/button';

interface SelectionActionsProps {
  shownCount: number;
  /** How many are selected: the ticked rows, or every match of the filters. */
  selectedCount: number;
  /** Every match is selected, beyond the rows loaded. */
  allMatching: boolean;
  /** The matches' count, when every shown row is ticked and more match: offers to select them all. */
  offerAll: number | null;
  canArchive: boolean;
  canRestore: boolean;
  zipping: boolean;
  changing: boolean;
  onSelectAll: () => void;
  onClearAll: () => void;
  onZip: () => void;
  onArchive: () => void;
  onRestore: () => void;
  onDelete: () => void;
}

const count = (n: number) => (n === 1 ? '1 documento' : `${formatInteger(n)} documenti`);
// aria-disabled, not disabled: the selection changes after an action, and a disabled button would drop the focus.
const action = 'w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:w-auto';

/** How many are shown and selected; the selected ones (or every match) as one ZIP, archived, restored, or deleted. */
export function SelectionActions(props: SelectionActionsProps) {
  const { selectedCount, zipping, changing } = props;
  const none = selectedCount === 0;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-slate-700">
          {props.allMatching
            ? `Tutti i ${formatInteger(selectedCount)} risultati selezionati`
            : `${count(props.shownCount)}, ${selectedCount === 1 ? '1 selezionato' : `${selectedCount} selezionati`}`}
        </p>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Button
            className={action}
            aria-disabled={zipping || none}
            onClick={() => {
              if (!zipping && !none) props.onZip();
            }}
          >
            <FileArchive aria-hidden="true" />
            Scarica selezionati (ZIP)
          </Button>
          <Button
            variant="outline"
            className={action}
            aria-disabled={changing || !props.canArchive}
            onClick={() => {
              if (!changing && props.canArchive) props.onArchive();
            }}
          >
            <Archive aria-hidden="true" />
            Archivia selezionati
          </Button>
          {props.canRestore && (
            <Button
              variant="outline"
              className={action}
              aria-disabled={changing}
              onClick={() => {
                if (!changing) props.onRestore();
              }}
            >
              <ArchiveRestore aria-hidden="true" />
              Ripristina selezionati
            </Button>
          )}
          <Button
            variant="destructive"
            className={action}
            aria-disabled={changing || none}
            onClick={() => {
              if (!changing && !none) props.onDelete();
            }}
          >
            <Trash2 aria-hidden="true" />
            Elimina selezionati
          </Button>
        </div>
      </div>
      {props.offerAll !== null && (
        <Button variant="link" className="justify-self-start px-0" onClick={props.onSelectAll}>
          Seleziona tutti i {formatInteger(props.offerAll)} risultati
        </Button>
      )}
      {props.allMatching && (
        <Button variant="link" className="justify-self-start px-0" onClick={props.onClearAll}>
          Annulla la selezione
        </Button>
      )}
    </div>
  );
}
