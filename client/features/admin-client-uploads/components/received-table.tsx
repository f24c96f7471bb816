import type { AdminClientUpload } from '@common/schemas/client-uploads';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
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

// Denser than the other admin tables, like the rows: ten columns have to fit.
const columns: DataTableColumn[] = [
  'Titolo',
  'Cliente',
  'Categoria',
  'Anno',
  'Nota',
  'Dimensione',
  'Data',
  'Stato',
  'Azioni',
].map((label) => ({ key: label, label, className: 'px-2.5' }));

/** The received files, newest first; on a phone each is a card. */
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
    <DataTable
      caption="Documenti ricevuti dai clienti, dal più recente"
      className="min-w-[60rem]"
      busy={busy}
      selectAll={{
        checked: allState,
        onToggle: onToggleAll,
        label: 'Seleziona tutti i documenti ricevuti',
        className: 'px-2.5',
      }}
      columns={[...columns]}
    >
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
    </DataTable>
  );
}
