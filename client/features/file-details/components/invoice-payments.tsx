import type { Invoice } from '@common/schemas/file-details';
import { DetailList, TitledSection } from './detail-list';
import { amount, fileDate, groupedIban, words } from './file-text';

/** How and when the invoice is to be paid: each instalment with its method, account and due date. */
export function InvoicePayments({ invoice }: { invoice: Invoice }) {
  if (invoice.payments.length === 0) return null;
  return (
    <TitledSection title="Pagamento">
      <ul className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
        {invoice.payments.map((term, position) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: instalments are told apart by their order in the file
            key={position}
            className="grid gap-2 rounded-md border border-slate-200 p-3 print:break-inside-avoid"
          >
            <p className="font-semibold text-slate-900 tabular-nums">
              {amount(term.amount, invoice.currency)}
            </p>
            <DetailList
              details={[
                { label: 'Condizioni', value: term.terms && words('paymentTerms', term.terms) },
                { label: 'Modalità', value: words('paymentMethod', term.method) },
                {
                  label: 'Scadenza',
                  value: term.dueDate ? <time dateTime={term.dueDate}>{fileDate(term.dueDate)}</time> : null,
                },
                {
                  label: 'IBAN',
                  value: term.iban ? (
                    <span className="font-mono whitespace-nowrap" translate="no">
                      {groupedIban(term.iban)}
                    </span>
                  ) : null,
                },
                { label: 'Istituto', value: term.bank },
                { label: 'Beneficiario', value: term.beneficiary },
              ]}
            />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
