import { formatDecimalText } from '@common/format';
import type { PaymentTerm, PaymentTermsAnswer } from '@common/schemas/file-details';
import { ReceiptText } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { amount, fileDate, words } from '~/features/file-details/components/file-text';

interface PaymentTermsSuggestionProps {
  answer: PaymentTermsAnswer | undefined;
  /** Fills the payment's fields with this instalment; the firm still confirms by uploading. */
  onUse: (fields: { amount: string; dueDate: string }) => void;
  disabled: boolean;
}

/** An instalment the form can take: in euro, with a due date (a payment needs both). */
const usable = (currency: string) => (term: PaymentTerm) =>
  currency === 'EUR' && term.dueDate !== null && !term.amount.startsWith('-');

/**
 * What the picked invoice asks to be paid, offered as the document's payment: a suggestion, never
 * filled in unasked, since the firm may deliver an invoice already paid.
 */
export function PaymentTermsSuggestion({ answer, onUse, disabled }: PaymentTermsSuggestionProps) {
  const [used, setUsed] = React.useState<string | null>(null);
  const offers = (answer?.invoices ?? []).flatMap((invoice) =>
    invoice.payments.filter(usable(invoice.currency)).map((term) => ({ invoice, term })),
  );
  if (offers.length === 0) return null;
  const first = offers[0]!.invoice;
  return (
    <div className="grid gap-2 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-slate-900">
      <p className="flex items-start gap-2 font-medium">
        <ReceiptText className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="min-w-0 break-words">
          {words('documentType', first.type)} n. {first.number} di {first.supplier}:{' '}
          {offers.length === 1
            ? 'un pagamento indicato nel file'
            : `${offers.length} scadenze indicate nel file`}
        </span>
      </p>
      <ul className="grid gap-2">
        {offers.map(({ invoice, term }, index) => {
          const text = `${amount(term.amount, invoice.currency)} entro il ${fileDate(term.dueDate!)}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: instalments are told apart by their order in the file
            <li key={index} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-semibold tabular-nums">{text}</span> ·{' '}
                {words('paymentMethod', term.method)}
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={disabled}
                onClick={() => {
                  onUse({ amount: formatDecimalText(term.amount), dueDate: term.dueDate! });
                  setUsed(text);
                }}
              >
                Usa come pagamento<span className="sr-only"> di {text}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      <p role="status" className="empty:hidden">
        {used && `Pagamento compilato (${used}): verificalo, poi carica il documento.`}
      </p>
    </div>
  );
}
