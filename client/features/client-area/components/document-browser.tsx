import type { DocumentYear } from '@common/schemas/document-list';
import { useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { selectAllState, toggleAll, toggleOne } from '~/lib/selection';
import { useZipDownload } from '~/lib/use-zip-download';
import { documentsQueryKey, matchingArchiveUrl } from '../api/use-documents';
import {
  countText,
  DOCUMENT_FILTER_DEFAULTS,
  type DocumentFilter,
  isFiltering,
  listParams,
} from '../documents-browse';
import { ArchiveDownloadBar } from './archive-download-bar';
import { DocumentFilters } from './document-filters';
import { YearSection } from './year-section';

interface DocumentBrowserProps {
  filter: DocumentFilter;
  onFilterChange: (change: Partial<DocumentFilter>) => void;
  years: DocumentYear[];
}

/**
 * The client's documents: search and category (kept in the address), one
 * section per year, newest first. The newest year opens at once; the others
 * load when opened. Several documents at once as a ZIP.
 */
export function DocumentBrowser({ filter, onFilterChange, years }: DocumentBrowserProps) {
  const [text, setText] = React.useState(filter.q);
  const [selected, setSelected] = React.useState<ReadonlySet<number>>(() => new Set());
  // 'Seleziona tutti i N documenti': the server picks them by the filters, those not loaded too. Kept
  // with the filters it was chosen under: another filter is another set of documents.
  const [allMatchingFor, setAllMatchingFor] = React.useState<object | null>(null);
  // Years opened or closed by the person; any other is open only when it is the newest.
  const [toggled, setToggled] = React.useState<ReadonlyMap<number, boolean>>(() => new Map());
  const [shown, setShown] = React.useState<ReadonlyMap<number, number[]>>(() => new Map());
  const queryClient = useQueryClient();
  // Afterwards the list reloads: every document in the archive is no longer 'Nuovo' (or, on a 404, one is gone).
  const archive = useZipDownload({
    endpoint: '/api/documents/archive',
    fallbackName: 'documenti.zip',
    onDone: () => {
      setSelected(new Set());
      setAllMatchingFor(null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
  const searchBox = React.useRef<HTMLDivElement>(null);

  // The address follows the search box ~300 ms after the last keystroke: one request per pause, not per key.
  React.useEffect(() => {
    if (text === filter.q) return;
    const timer = setTimeout(() => onFilterChange({ q: text }), 300);
    return () => clearTimeout(timer);
  }, [text, filter.q, onFilterChange]);

  const params = React.useMemo(() => listParams(filter), [filter]);
  const allMatching = allMatchingFor === params;
  const total = years.reduce((sum, y) => sum + y.count, 0);
  const newest = years[0]?.year;
  const isOpen = (year: number) => toggled.get(year) ?? year === newest;
  const shownIds = years.flatMap((y) => (isOpen(y.year) ? (shown.get(y.year) ?? []) : []));
  const chosen = shownIds.filter((id) => selected.has(id));
  const filtering = isFiltering(filter);

  const onShown = React.useCallback(
    (year: number, ids: number[]) =>
      setShown((current) => {
        const before = current.get(year) ?? [];
        if (before.length === ids.length && before.every((id, i) => id === ids[i])) return current;
        return new Map(current).set(year, ids);
      }),
    [],
  );
  const onOpenChange = React.useCallback(
    (year: number, open: boolean) => setToggled((current) => new Map(current).set(year, open)),
    [],
  );
  const toggle = React.useCallback((id: number) => {
    setSelected((current) => toggleOne(current, id));
    setAllMatchingFor(null);
  }, []);

  return (
    <div className="grid gap-4">
      <div ref={searchBox}>
        <DocumentFilters
          query={text}
          category={filter.categoria}
          onQueryChange={setText}
          onCategoryChange={(categoria) => onFilterChange({ categoria })}
        />
      </div>
      <p role="status" className="text-sm text-slate-700">
        {countText(total, filtering)}
      </p>
      {years.length === 0 ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">
          <SearchX className="size-8 text-brand-700" aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-slate-900">
            Nessun documento corrisponde ai filtri
          </h3>
          <p className="mt-1">Prova con altre parole o un&apos;altra categoria.</p>
          <Button
            className="mt-4"
            variant="outline"
            onClick={() => {
              setText('');
              onFilterChange(DOCUMENT_FILTER_DEFAULTS);
              searchBox.current?.querySelector('input')?.focus();
            }}
          >
            Azzera filtri
          </Button>
        </div>
      ) : (
        <>
          <ArchiveDownloadBar
            allState={selectAllState(selected, shownIds)}
            shownCount={shownIds.length}
            selectedCount={chosen.length}
            matching={total}
            allMatching={allMatching}
            state={archive.state}
            onToggleAll={() => {
              setSelected((current) => toggleAll(current, shownIds));
              setAllMatchingFor(null);
            }}
            onSelectAllMatching={() => setAllMatchingFor(params)}
            onClear={() => {
              setSelected(new Set());
              setAllMatchingFor(null);
            }}
            onDownload={() =>
              void (allMatching
                ? archive.startUrl(matchingArchiveUrl(params, total), total)
                : archive.start(chosen))
            }
          />
          {years.map((y) => (
            <YearSection
              key={y.year}
              year={y.year}
              count={y.count}
              open={isOpen(y.year)}
              onOpenChange={onOpenChange}
              params={params}
              selected={selected}
              onToggle={toggle}
              onShown={onShown}
            />
          ))}
        </>
      )}
    </div>
  );
}
