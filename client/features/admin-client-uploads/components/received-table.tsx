import type { AdminClientUpload } from '@common/schemas/client-uploads';
import { Checkbox } from '~/components/ui/checkbox';
import { selectAllState } from '~/lib/selection';
import { ReceivedRow } from './received-row';

interface ReceivedTableProps {
  items: readonly AdminClientUpload[];
  selected: ReadonlySet<number>;
  changing: boolean;
  /** A newer list is on its way (another filter was chosen). */
  busy: boolean;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  onSetState: (id: number, state: 'archived' | 'seen') => void;
}

const columns = ['Titolo', 'Cliente', 'Categoria', 'Anno', 'Nota', 'Dimensione', 'Data', 'Stato', 'Azioni'];

/** The received files, newest first; on a phone the table scrolls sideways inside its frame. */
export function ReceivedTable({
  items,
  selected,
  changing,
  busy,
  onToggle,
  onToggleAll,
  onSetState,
}: ReceivedTableProps) {
  const allState = selectAllState(
    selected,
    items.map((i) => i.id),
  );
  return (
    // Positioned: the rows' screen-reader texts (absolutely placed) stay inside the scrolling frame
    // instead of widening the page on a phone.
    <div className="relative overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full min-w-[60rem] text-left text-sm" aria-busy={busy}>
        <caption className="sr-only">Documenti ricevuti dai clienti, dal più recente</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="w-10 px-2.5 py-3">
              <Checkbox
                checked={allState}
                onCheckedChange={onToggleAll}
                aria-label="Seleziona tutti i documenti ricevuti"
                className="align-middle"
              />
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-2.5 py-3 font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {items.map((item) => (
            <ReceivedRow
              key={item.id}
              item={item}
              selected={selected.has(item.id)}
              changing={changing}
              onToggle={onToggle}
              onSetState={onSetState}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
