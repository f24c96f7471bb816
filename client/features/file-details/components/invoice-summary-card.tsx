import type { Invoice } from '@common/schemas/file-details';
import { TriangleAlert } from 'lucide-react';
import { Card } from '~/components/ui/card';
import { TitledSection } from './detail-list';
import { amount, fileDate, words } from './file-text';
import { Heading } from './heading';

const TOTALS_PROBLEM: Record<Invoice['totalsProblems'][number], string> = {
  lines: 'le righe non corrispondono al riepilogo IVA',
  total: 'il totale del documento non corrisponde a imponibile più imposta',
};

export interface InvoiceSummaryCardProps {
  invoice: Invoice;
}

/** What the invoice is, from whom to whom, its total and what is due when: whole on a phone's screen. */
export function InvoiceSummaryCard({ invoice }: InvoiceSummaryCardProps) {
  return (
    <Card className="grid min-w-0 gap-4 p-4 sm:p-5 print:break-inside-avoid print:shadow-none">
      <div className="grid gap-1">
        <Heading className="text-xl">{words('documentType', invoice.type)}</Heading>
        <p className="text-sm break-words text-slate-800">
          n. {invoice.number} del <time dateTime={invoice.date}>{fileDate(invoice.date)}</time>
        </p>
      </div>

      <dl className="grid gap-2 text-sm">
        <div className="flex min-w-0 gap-2">
          <dt className="w-6 shrink-0 font-medium text-slate-700">Da</dt>
          <dd className="min-w-0 break-words text-slate-900">{invoice.supplier.name}</dd>
        </div>
        <div className="flex min-w-0 gap-2">
          <dt className="w-6 shrink-0 font-medium text-slate-700">A</dt>
          <dd className="min-w-0 break-words text-slate-900">{invoice.customer.name}</dd>
        </div>
      </dl>

      <dl className="grid gap-0.5">
        <dt className="text-sm text-slate-700">Totale documento</dt>
        <dd className="text-3xl font-semibold break-words text-slate-900 tabular-nums">
          {invoice.total === null ? (
            <span className="text-base font-normal">non indicato nel file</span>
          ) : (
            amount(invoice.total, invoice.currency)
          )}
        </dd>
      </dl>

      {!invoice.totalsAgree && <TotalsWarning problems={invoice.totalsProblems} />}

      {invoice.payments.length > 0 && (
        <TitledSection title="Da pagare">
          <ul className="grid gap-2">
            {invoice.payments.map((term, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: instalments are told apart by their order in the file
              <li key={index} className="grid gap-0.5 text-sm">
                <span className="text-base font-semibold text-slate-900 tabular-nums">
                  {amount(term.amount, invoice.currency)}
                </span>
                <span className="text-slate-800">
                  {term.dueDate ? (
                    <>
                      entro il <time dateTime={term.dueDate}>{fileDate(term.dueDate)}</time>
                    </>
                  ) : (
                    'scadenza non indicata'
                  )}
                  {' · '}
                  {words('paymentMethod', term.method)}
                </span>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
    </Card>
  );
}

/** The file's figures do not add up: said in words, next to the file's own total (never replacing it). */
function TotalsWarning({ problems }: { problems: Invoice['totalsProblems'] }) {
  return (
    <div
      role="note"
      className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">Attenzione: i totali del file non tornano</p>
        {problems.length > 0 && (
          <ul className="grid list-disc gap-0.5 pl-5">
            {problems.map((problem) => (
              <li key={problem}>{TOTALS_PROBLEM[problem]}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
