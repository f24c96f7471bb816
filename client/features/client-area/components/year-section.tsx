import { ChevronRight } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { LoadMore } from '~/components/ui/load-more';
import { LoadingStatus } from '~/components/ui/loading-status';
import { errorText } from '~/lib/api-client';
import { useYearDocuments } from '../api/use-documents';
import { documentCount } from '../documents-browse';
import { DocumentRow } from './document-row';

interface YearSectionProps {
  year: number;
  count: number;
  open: boolean;
  onOpenChange: (year: number, open: boolean) => void;
  params: { q: string; category: string };
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** The ids this year shows, for 'Seleziona tutti'; none once closed. */
  onShown: (year: number, ids: number[]) => void;
}

/**
 * One year of the list: its heading is the button that opens it (a
 * disclosure, reached by Tab and announced as expanded or not), and only an
 * open year asks the server for its documents, a page at a time.
 */
export function YearSection({ year, count, open, onOpenChange, ...rest }: YearSectionProps) {
  const listId = React.useId();
  return (
    <section aria-labelledby={`documents-year-${year}`}>
      <h3 id={`documents-year-${year}`} className="text-lg font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={() => onOpenChange(year, !open)}
          className="flex min-h-11 w-full items-center gap-2 rounded-md text-left focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <ChevronRight
            className={`size-5 shrink-0 motion-safe:transition-transform ${open ? 'rotate-90' : ''}`}
            aria-hidden="true"
          />
          {year}
          <span className="text-sm font-normal text-slate-600">
            <span className="sr-only">, </span>
            {documentCount(count)}
          </span>
        </button>
      </h3>
      {open && <YearDocuments id={listId} year={year} {...rest} />}
    </section>
  );
}

type YearDocumentsProps = Omit<YearSectionProps, 'count' | 'open' | 'onOpenChange'> & { id: string };

function YearDocuments({ id, year, params, selected, onToggle, onShown }: YearDocumentsProps) {
  const list = useYearDocuments(year, params);
  const ids = list.items.map((d) => d.id).join(',');
  React.useEffect(() => {
    onShown(year, ids === '' ? [] : ids.split(',').map(Number));
  }, [year, ids, onShown]);
  React.useEffect(() => () => onShown(year, []), [year, onShown]);

  if (list.isPending) {
    return (
      <div id={id} className="mt-2">
        <LoadingStatus>Caricamento dei documenti del {year}...</LoadingStatus>
      </div>
    );
  }
  if (list.error && list.items.length === 0) {
    return (
      <div id={id} className="mt-2 rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
        <p>{errorText(list.error, `Non è stato possibile caricare i documenti del ${year}.`)}</p>
        <Button className="mt-3" variant="outline" onClick={() => void list.refetch()}>
          Riprova
        </Button>
      </div>
    );
  }
  return (
    <div id={id} className="mt-2">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {list.items.map((doc) => (
          <DocumentRow key={doc.id} doc={doc} selected={selected.has(doc.id)} onToggle={onToggle} />
        ))}
      </ul>
      <LoadMore list={list} noun={`documenti del ${year}`} />
    </div>
  );
}
