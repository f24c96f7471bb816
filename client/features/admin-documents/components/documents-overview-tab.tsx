import { Trash2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { LoadingStatus } from '~/components/ui/loading-status';
import { NativeSelect } from '~/components/ui/native-select';
import { useAdminUsers } from '~/features/admin-users/api/admin-users';
import { useLoadErrorToast } from '~/features/auth/use-load-error-toast';
import { useAdminDocuments, useDeleteDocuments } from '../api/admin-documents';
import {
  ALL_CLIENTS,
  documentsSummary,
  filterClients,
  filterDocuments,
  toggleAll,
} from '../documents-overview';
import { DeleteDocumentsDialog } from './delete-documents-dialog';
import { DocumentsSummaryCards } from './documents-summary-cards';
import { DocumentsTable } from './documents-table';

/** The admin panel's 'Visualizza Documenti' tab. */
export function DocumentsOverviewTab() {
  const { data: documents, error, isPending } = useAdminDocuments();
  const { data: users } = useAdminUsers();
  const remove = useDeleteDocuments();
  const [filter, setFilter] = React.useState(ALL_CLIENTS);
  const [selected, setSelected] = React.useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = React.useState<number | null>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);

  useLoadErrorToast(error, 'Errore nel recupero dei documenti');

  const clients = React.useMemo(() => filterClients(users ?? [], documents ?? []), [users, documents]);
  const client = filter === ALL_CLIENTS ? undefined : clients.find((c) => String(c.id) === filter);
  // A client removed meanwhile (by 'Aggiorna' or a user deletion) falls back to every client.
  const activeFilter = filter !== ALL_CLIENTS && !client ? ALL_CLIENTS : filter;
  const shown = React.useMemo(
    () => filterDocuments(documents ?? [], activeFilter),
    [documents, activeFilter],
  );
  const chosen = shown.filter((d) => selected.has(d.id)).map((d) => d.id);
  const summary = documentsSummary(shown, client);

  const changeFilter = (value: string) => {
    setFilter(value);
    setSelected(new Set());
  };
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        Visualizza Documenti
      </h2>
      {error && (
        <p role="alert" className="mt-6 font-medium text-red-700">
          Errore nel caricamento dei documenti
        </p>
      )}
      {isPending ? (
        <LoadingStatus className="mt-6">Caricamento dei documenti...</LoadingStatus>
      ) : (
        documents && (
          <div className="mt-4 grid gap-6">
            <FormField label="Filtra per cliente" className="w-full sm:max-w-sm">
              {(field) => (
                <NativeSelect
                  {...field}
                  value={activeFilter}
                  onChange={(event) => changeFilter(event.target.value)}
                >
                  <option value={ALL_CLIENTS}>Tutti i clienti</option>
                  {clients.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.fullName} ({c.username})
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <DocumentsSummaryCards summary={summary} />
            {shown.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
                Nessun documento caricato
              </p>
            ) : (
              <div className="grid gap-3">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p role="status" className="text-sm text-slate-700">
                    {chosen.length === 1 ? '1 selezionato' : `${chosen.length} selezionati`}
                  </p>
                  <Button
                    variant="destructive"
                    disabled={chosen.length === 0}
                    onClick={() => setConfirming(chosen.length)}
                  >
                    <Trash2 aria-hidden="true" />
                    Elimina Selezionati
                  </Button>
                </div>
                <DocumentsTable
                  documents={shown}
                  showClient={client === undefined}
                  selected={selected}
                  onToggle={toggle}
                  onToggleAll={() =>
                    setSelected(
                      toggleAll(
                        selected,
                        shown.map((d) => d.id),
                      ),
                    )
                  }
                />
              </div>
            )}
          </div>
        )
      )}
      <DeleteDocumentsDialog
        count={confirming}
        pending={remove.isPending}
        onClose={() => setConfirming(null)}
        onFocusFallback={() => heading.current?.focus({ preventScroll: true })}
        onConfirm={() =>
          remove.mutate(chosen, {
            onSuccess: () => setSelected(new Set()),
            onSettled: () => setConfirming(null),
          })
        }
      />
    </section>
  );
}
