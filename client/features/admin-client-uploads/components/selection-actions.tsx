import type { AdminClientUpload } from '@common/schemas/client-uploads';
import { Archive, ArchiveRestore, FileArchive, Trash2 } from 'lucide-react';
import { Button } from '~/components/ui/button';

interface SelectionActionsProps {
  shownCount: number;
  /** The selected files among those shown. */
  chosen: readonly AdminClientUpload[];
  zipping: boolean;
  changing: boolean;
  onZip: (ids: number[]) => void;
  onSetState: (ids: number[], state: 'archived' | 'seen') => void;
  onDelete: (ids: number[]) => void;
}

const count = (n: number) => (n === 1 ? '1 documento' : `${n} documenti`);
// aria-disabled, not disabled: the selection changes after an action, and a disabled button would drop the focus.
const action = 'w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:w-auto';

/** How many are shown and selected; the selected ones as one ZIP, archived, (archived ones) restored, or deleted. */
export function SelectionActions({
  shownCount,
  chosen,
  zipping,
  changing,
  onZip,
  onSetState,
  onDelete,
}: SelectionActionsProps) {
  const toArchive = chosen.filter((i) => i.state !== 'archived').map((i) => i.id);
  const toRestore = chosen.filter((i) => i.state === 'archived').map((i) => i.id);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p role="status" className="text-sm text-slate-700">
        {count(shownCount)}, {chosen.length === 1 ? '1 selezionato' : `${chosen.length} selezionati`}
      </p>
      <div className="flex w-full flex-wrap gap-2 sm:w-auto">
        <Button
          className={action}
          aria-disabled={zipping || chosen.length === 0}
          onClick={() => {
            if (!zipping && chosen.length > 0) onZip(chosen.map((i) => i.id));
          }}
        >
          <FileArchive aria-hidden="true" />
          Scarica selezionati (ZIP)
        </Button>
        <Button
          variant="outline"
          className={action}
          aria-disabled={changing || toArchive.length === 0}
          onClick={() => {
            if (!changing && toArchive.length > 0) onSetState(toArchive, 'archived');
          }}
        >
          <Archive aria-hidden="true" />
          Archivia selezionati
        </Button>
        {toRestore.length > 0 && (
          <Button
            variant="outline"
            className={action}
            aria-disabled={changing}
            onClick={() => {
              if (!changing) onSetState(toRestore, 'seen');
            }}
          >
            <ArchiveRestore aria-hidden="true" />
            Ripristina selezionati
          </Button>
        )}
        <Button
          variant="destructive"
          className={action}
          aria-disabled={changing || chosen.length === 0}
          onClick={() => {
            if (!changing && chosen.length > 0) onDelete(chosen.map((i) => i.id));
          }}
        >
          <Trash2 aria-hidden="true" />
          Elimina selezionati
        </Button>
      </div>
    </div>
  );
}
