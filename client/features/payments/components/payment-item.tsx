import { daysLeftLabel, formatCalendarDate } from '@common/calendar-date';
import { formatEuro } from '@common/format';
import type { Payment } from '@common/schemas/payments';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Download, Receipt } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { useDocumentDownload } from '~/features/client-area/api/use-document-download';
import { ReadFileLink } from '~/features/file-details/components/read-file-link';
import { WriteToFirmLink } from '~/features/messages/components/write-to-firm-link';
import { lazyComponent, useKeptOnceOpened } from '~/lib/lazy-component';
import { cn } from '~/lib/utils';
import { paymentsQueryKey } from '../api/payments';
import { paidOnLabel } from '../payments-order';

// Its form comes when the client points at 'Segna come pagato', not with the area.
const MarkPaidDialog = lazyComponent(() => import('./mark-paid-dialog').then((m) => m.MarkPaidDialog));

const badge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** One payment: what, how much, by when; then its document and, while unpaid, 'Segna come pagato'. */
interface PaymentItemProps {
  payment: Payment;
  today: string;
  /** Called once it is marked paid: the focus needs a new place. */
  onPaid: () => void;
}

export function PaymentItem({ payment, today, onPaid }: PaymentItemProps) {
  const queryClient = useQueryClient();
  // Removed by the firm meanwhile: the payment goes with its document.
  const download = useDocumentDownload(
    { id: payment.documentId, filename: payment.filename },
    { onGone: () => void queryClient.invalidateQueries({ queryKey: paymentsQueryKey }) },
  );
  const [marking, setMarking] = React.useState(false);
  const opened = useKeptOnceOpened(marking);
  const titleId = React.useId();
  const paid = payment.state === 'paid';
  const overdue = payment.state === 'overdue';

  return (
    <li
      // The conversation about it links back here.
      id={`pagamento-${payment.documentId}`}
      aria-labelledby={titleId}
      className={cn('grid gap-3 p-4', overdue && 'border-l-4 border-l-red-700 bg-red-50/40')}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h4 id={titleId} className="min-w-0 font-semibold break-words text-slate-900">
          {payment.title}
        </h4>
        <p className="text-lg font-semibold text-slate-900 tabular-nums">{formatEuro(payment.amountCents)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {paid ? (
          <span className={cn(badge, 'bg-green-50 text-green-800')}>
            <CircleCheck className="size-3.5" aria-hidden="true" />
            {payment.paidAt ? paidOnLabel(payment.paidAt) : 'Pagato'}
          </span>
        ) : (
          <>
            {overdue && (
              <span className={cn(badge, 'bg-red-700 text-white')}>
                <CircleAlert className="size-3.5" aria-hidden="true" />
                Scaduto
              </span>
            )}
            <span className="text-slate-800">
              entro il{' '}
              <time dateTime={payment.dueDate} className="font-medium">
                {formatCalendarDate(payment.dueDate)}
              </time>
            </span>
            <span className={cn('font-medium', overdue ? 'text-red-800' : 'text-slate-700')}>
              {daysLeftLabel(payment.dueDate, today)}
            </span>
          </>
        )}
      </div>
      {paid && (
        <p className="flex items-start gap-1.5 text-sm text-slate-700">
          <Receipt className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {payment.receipt ? (
            <span className="min-w-0 break-all">Quietanza: {payment.receipt.filename}</span>
          ) : (
            <span>Nessuna quietanza allegata</span>
          )}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="outline"
          size="lg"
          className="w-full sm:w-auto"
          icon={<Download aria-hidden="true" />}
          pending={download.state.phase === 'running'}
          onClick={() => void download.start()}
          aria-label={`Scarica documento: ${payment.title}`}
        >
          Scarica documento
        </Button>
        <ReadFileLink
          list="/area-clienti/documenti"
          id={payment.documentId}
          filetype={payment.filetype}
          title={payment.title}
          size="lg"
          className="w-full sm:w-auto"
        />
        {!paid && (
          <Button
            size="lg"
            className="w-full sm:w-auto"
            icon={<CircleCheck aria-hidden="true" />}
            aria-haspopup="dialog"
            onPointerEnter={MarkPaidDialog.preload}
            onFocus={MarkPaidDialog.preload}
            onClick={() => setMarking(true)}
            aria-label={`Segna come pagato: ${payment.title}`}
          >
            Segna come pagato
          </Button>
        )}
      </div>
      <WriteToFirmLink
        about="pagamento"
        id={payment.documentId}
        title={payment.title}
        threadId={payment.threadId}
      />
      {!paid && opened && (
        <React.Suspense>
          <MarkPaidDialog payment={payment} open={marking} onOpenChange={setMarking} onPaid={onPaid} />
        </React.Suspense>
      )}
    </li>
  );
}
