import { FolderOpen, RotateCw, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { LoadingStatus } from '~/components/ui/loading-status';
import { toast } from '~/components/ui/use-toast';
import { errorText, isSessionEnded } from '~/lib/api-client';
import { useUrlFilters } from '~/lib/use-url-filters';
import { useDocumentYears } from '../api/use-documents';
import { DOCUMENT_FILTER_DEFAULTS, isFiltering, listParams } from '../documents-browse';
import { DocumentBrowser } from './document-browser';

const FETCH_ERROR = 'Errore nel recupero dei documenti';

export function DocumentsPanel() {
  const [filter, setFilter] = useUrlFilters(DOCUMENT_FILTER_DEFAULTS);
  const params = React.useMemo(() => listParams(filter), [filter]);
  // The years come first (a number each): the list is drawn from them, a year's documents as it opens.
  const { data, error, isPending, isFetching, refetch } = useDocumentYears(params);

  // Once per failed fetch: a new failure is a new error object.
  React.useEffect(() => {
    if (!error || isSessionEnded(error)) return;
    toast({
      variant: 'destructive',
      title: FETCH_ERROR,
      description: errorText(error, 'Controlla la connessione e riprova.'),
    });
  }, [error]);

  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title" className="text-xl font-semibold text-brand-900">
        I tuoi documenti
      </h2>
      <div className="mt-4">
        {isPending ? (
          <LoadingStatus>Caricamento dei documenti...</LoadingStatus>
        ) : error ? (
          <StatePanel
            icon={<TriangleAlert className="size-8 text-red-700" aria-hidden="true" />}
            title={FETCH_ERROR}
          >
            <p>Non è stato possibile caricare l&apos;elenco dei documenti. Riprova tra qualche istante.</p>
            <Button className="mt-4" disabled={isFetching} onClick={() => refetch()}>
              <RotateCw className={isFetching ? 'motion-safe:animate-spin' : undefined} aria-hidden="true" />
              Riprova
            </Button>
          </StatePanel>
        ) : data.years.length === 0 && !isFiltering(filter) ? (
          <StatePanel
            icon={<FolderOpen className="size-8 text-brand-700" aria-hidden="true" />}
            title="Nessun documento disponibile"
          >
            <p>Quando lo studio caricherà un documento per te, lo troverai qui.</p>
          </StatePanel>
        ) : (
          <DocumentBrowser filter={filter} onFilterChange={setFilter} years={data.years} />
        )}
      </div>
    </section>
  );
}

interface StatePanelProps {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}

function StatePanel({ icon, title, children }: StatePanelProps) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">
      {icon}
      <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-1">{children}</div>
    </div>
  );
}
