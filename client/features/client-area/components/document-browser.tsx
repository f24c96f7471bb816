import type { ClientDocument } from '@common/schemas/documents';
import { useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { selectAllState, toggleAll, toggleOne } from '~/lib/selection';
import { useZipDownload } from '~/lib/use-zip-download';
import { documentsQueryKey } from '../api/use-documents';
import {
  categoriesPresent,
  countText,
  type DocumentFilter,
  filterDocuments,
  groupByYear,
  isFiltering,
  NO_FILTER,
} from '../documents-browse';
import { ArchiveDownloadBar } from './archive-download-bar';
import { DocumentFilters } from './document-filters';
import { DocumentRow } from './document-row';

/** The client's documents: search, category filter, grouped by year, several at once as a ZIP. */
export function DocumentBrowser({ documents }: { documents: ClientDocument[] }) {
  const [filter, setFilter] = React.useState<DocumentFilter>(NO_FILTER);
  const [selected, setSelected] = React.useState<ReadonlySet<number>>(() => new Set());
  const queryClient = useQueryClient();
  // Afterwards the list reloads: every document in the archive is no longer 'Nuovo' (or, on a 404, one is gone).
  const archive = useZipDownload({
    endpoint: '/api/documents/archive',
    fallbackName: 'documenti.zip',
    onDone: () => setSelected(new Set()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
  const categories = React.useMemo(() => categoriesPresent(documents), [documents]);
  // A category no document has any more (its last one was removed) would hide everything: it drops.
  const category = categories.some((c) => c.value === filter.category) ? filter.category : NO_FILTER.category;
  const applied = React.useMemo(() => ({ ...filter, category }), [filter, category]);
  const shown = React.useMemo(() => filterDocuments(documents, applied), [documents, applied]);
  const groups = React.useMemo(() => groupByYear(shown), [shown]);
  const shownIds = shown.map((d) => d.id);
  const chosen = shownIds.filter((id) => selected.has(id));
  const filtering = isFiltering(applied);
  const searchBox = React.useRef<HTMLDivElement>(null);

  const toggle = (id: number) => setSelected((current) => toggleOne(current, id));

  return (
    <div className="grid gap-4">
      <div ref={searchBox}>
        <DocumentFilters filter={applied} categories={categories} onChange={setFilter} />
      </div>
      <p role="status" className="text-sm text-slate-700">
        {countText(shown.length, filtering)}
      </p>
      {shown.length === 0 ? (
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
              setFilter(NO_FILTER);
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
            shownCount={shown.length}
            selectedCount={chosen.length}
            state={archive.state}
            onToggleAll={() => setSelected((current) => toggleAll(current, shownIds))}
            onDownload={() => void archive.start(chosen)}
          />
          {groups.map((group) => (
            <section key={group.year} aria-labelledby={`documents-year-${group.year}`}>
              <h3 id={`documents-year-${group.year}`} className="text-lg font-semibold text-slate-900">
                {group.year}
                <span className="ml-2 text-sm font-normal text-slate-600">
                  <span className="sr-only">, </span>
                  {group.documents.length === 1 ? '1 documento' : `${group.documents.length} documenti`}
                </span>
              </h3>
              <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
                {group.documents.map((doc) => (
                  <DocumentRow key={doc.id} doc={doc} selected={selected.has(doc.id)} onToggle={toggle} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
