import { romeToday } from '@common/calendar-date';
import type { Payment } from '@common/schemas/payments';
import * as React from 'react';
import { LoadMore } from '~/components/ui/load-more';
import { toast } from '~/components/ui/use-toast';
import { errorText, isSessionEnded } from '~/lib/api-client';
import { usePayments } from '../api/payments';
import { sortPayments } from '../payments-order';
import { PaymentItem } from './payment-item';

/**
 * The client's 'Scadenze': the payments the firm asked for (an F24, say),
 * what is still to pay first. Shown only to a client who has some: the area
 * stays as it was for everyone else.
 */
export function PaymentsSection() {
  const list = usePayments();
  const heading = React.useRef<HTMLHeadingElement>(null);
  const focusHeading = React.useCallback(() => heading.current?.focus(), []);
  const { error } = list;
  const today = romeToday();
  const payments = React.useMemo(() => sortPayments(list.items), [list.items]);
  const toPay = payments.filter((p) => p.state !== 'paid');
  const paid = payments.filter((p) => p.state === 'paid');

  // Once per failed fetch: the section stays away, the rest of the area works.
  React.useEffect(() => {
    if (!error || isSessionEnded(error)) return;
    toast({
      variant: 'destructive',
      title: 'Errore nel recupero delle scadenze',
      description: errorText(error, 'Controlla la connessione e riprova.'),
    });
  }, [error]);

  if (payments.length === 0) return null;
  const overdue = toPay.filter((p) => p.state === 'overdue').length;

  return (
    <section aria-labelledby="payments-title">
      <h2
        id="payments-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-brand-900 focus:outline-none!"
      >
        Scadenze
      </h2>
      <p className="mt-1 text-slate-700">
        {toPay.length === 0
          ? 'Hai pagato tutto quello che lo studio ti ha chiesto.'
          : `${toPay.length === 1 ? '1 pagamento da fare' : `${toPay.length} pagamenti da fare`}${
              overdue > 0 ? `, ${overdue === 1 ? '1 scaduto' : `${overdue} scaduti`}` : ''
            }.`}
      </p>
      {toPay.length > 0 && (
        <PaymentList heading="Da pagare" payments={toPay} today={today} onPaid={focusHeading} />
      )}
      {paid.length > 0 && (
        <PaymentList heading="Pagati" payments={paid} today={today} onPaid={focusHeading} />
      )}
      {list.hasNextPage && <LoadMore list={list} noun="pagamenti" />}
    </section>
  );
}

function PaymentList({
  heading,
  payments,
  today,
  onPaid,
}: {
  heading: string;
  payments: readonly Payment[];
  today: string;
  onPaid: () => void;
}) {
  const id = React.useId();
  return (
    <div className="mt-4">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {heading}
      </h3>
      <ul aria-labelledby={id} className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {payments.map((payment) => (
          <PaymentItem key={payment.documentId} payment={payment} today={today} onPaid={onPaid} />
        ))}
      </ul>
    </div>
  );
}
