import { formatDecimalText } from '@common/format';
import { INVOICE_LINES_PAGE, type Invoice, type InvoiceLine } from '@common/schemas/file-details';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form-alert';
import { LoadingStatus } from '~/components/ui/loading-status';
import { errorText } from '~/lib/api-client';
import { cn } from '~/lib/utils';
import { useFileDetails } from '../api/file-details';
import { percent, price, quantity, vatText, words } from './file-text';
import { Heading } from './heading';

export interface InvoiceLinesProps {
  /** The file's address: another page of lines is `<base>/details?righe=…`. */
  base: string;
  /** Which invoice of the file (a batch holds several), from 0. */
  index: number;
  /** The invoice as first read, with its first page of lines. */
  invoice: Invoice;
}

const count = (value: number) => formatDecimalText(String(value));

/** The invoice's lines, a page of INVOICE_LINES_PAGE at a time when there are more. */
export function InvoiceLines({ base, index, invoice }: InvoiceLinesProps) {
  const [from, setFrom] = React.useState(invoice.linesFrom);
  const [moving, setMoving] = React.useState<'back' | 'forward' | null>(null);
  const query = useFileDetails(base, from);
  // Until the asked page arrives the one shown stays (the query's previous data, or the first page).
  const shown = query.data?.invoices?.[index] ?? invoice;
  const loading = query.isPlaceholderData;
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const headingId = React.useId();

  // The new page is read from its start: the focus goes to the heading above it.
  const shownFrom = shown.linesFrom;
  const movedTo = React.useRef<number | null>(null);
  React.useEffect(() => {
    if (movedTo.current !== shownFrom) return;
    movedTo.current = null;
    setMoving(null);
    headingRef.current?.focus();
  }, [shownFrom]);

  const paged = shown.lineCount > shown.lines.length;
  const last = shown.linesFrom + shown.lines.length - 1;
  const canGoBack = shown.linesFrom > 1;
  const canGoForward = last < shown.lineCount;
  const go = (direction: 'back' | 'forward') => {
    const next = Math.max(
      1,
      shown.linesFrom + (direction === 'back' ? -INVOICE_LINES_PAGE : INVOICE_LINES_PAGE),
    );
    movedTo.current = next;
    setMoving(direction);
    setFrom(next);
  };

  return (
    <div className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Heading section id={headingId} ref={headingRef} tabIndex={-1} className="outline-offset-4">
          Righe
        </Heading>
        {paged && shown.lines.length > 0 && (
          <p className="text-sm text-slate-700">
            Righe {count(shown.linesFrom)}–{count(last)} di {count(shown.lineCount)}
          </p>
        )}
      </div>
      {shown.lines.length === 0 ? (
        <p className="text-sm text-slate-700">Il file non contiene righe in questo intervallo.</p>
      ) : (
        <ul
          aria-labelledby={headingId}
          aria-busy={loading || undefined}
          className={cn('divide-y divide-slate-200 border-y border-slate-200', loading && 'opacity-60')}
        >
          {shown.lines.map((line, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line's place on its page is its identity (numbers are optional)
            <LineItem key={shown.linesFrom + position} line={line} currency={shown.currency} />
          ))}
        </ul>
      )}
      {loading && <LoadingStatus className="text-sm">Caricamento delle righe...</LoadingStatus>}
      {query.isError && <FormAlert>{errorText(query.error, 'Righe non caricate: riprova.')}</FormAlert>}
      {paged && (
        <div className="flex flex-col gap-2 sm:flex-row print:hidden">
          <Button
            variant="outline"
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            icon={<ChevronLeft aria-hidden="true" />}
            aria-disabled={!canGoBack || undefined}
            pending={loading && moving === 'back'}
            onClick={() => canGoBack && go('back')}
          >
            Righe precedenti
          </Button>
          <Button
            variant="outline"
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            icon={<ChevronRight aria-hidden="true" />}
            aria-disabled={!canGoForward || undefined}
            pending={loading && moving === 'forward'}
            onClick={() => canGoForward && go('forward')}
          >
            Righe successive
          </Button>
        </div>
      )}
    </div>
  );
}

/** '2 pz × 183,00 €': the quantity and unit price, or what of them the file writes. */
function unitsText(line: InvoiceLine, currency: string): string | null {
  const units = line.quantity && [quantity(line.quantity), line.unit].filter(Boolean).join(' ');
  const each = line.unitPrice && price(line.unitPrice, currency);
  return [units, each].filter(Boolean).join(' × ') || null;
}

function adjustmentText(adjustment: InvoiceLine['adjustments'][number], currency: string): string {
  const by = adjustment.percent
    ? percent(adjustment.percent)
    : adjustment.amount && price(adjustment.amount, currency);
  return [words('adjustment', adjustment.kind), by].filter(Boolean).join(' ');
}

function LineItem({ line, currency }: { line: InvoiceLine; currency: string }) {
  const facts = [
    unitsText(line, currency),
    ...line.adjustments.map((adjustment) => adjustmentText(adjustment, currency)),
    vatText(line.rate, line.nature),
    line.withholding ? 'Soggetta a ritenuta' : null,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <li className="grid gap-1 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-6 print:break-inside-avoid">
      <p className="min-w-0 break-words whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">
        {line.number && <span className="text-slate-700">{line.number}. </span>}
        {line.description}
      </p>
      <p className="font-semibold text-slate-900 tabular-nums sm:row-span-2 sm:text-right">
        <span className="sr-only">Totale riga: </span>
        {price(line.total, currency)}
      </p>
      {facts.length > 0 && (
        <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-700">
          {facts.map((fact, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two discounts may read the same
            <li key={position}>{fact}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
