import { daysLeftLabel, formatCalendarDate, romeToday } from '@common/calendar-date';
import { formatEuro } from '@common/format';
import { paymentStateLabels } from '@common/payments';
import type { Payment } from '@common/schemas/payments';
import { CircleAlert, CircleCheck, Clock, Download } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { DataTable } from '~/components/ui/data-table';
import { useReceivedDownload } from '~/features/admin-client-uploads/api/use-received-download';
import { formatShortDateTime, isoDateTime } from '~/lib/dates';
import { cn } from '~/lib/utils';

const td = 'px-4 py-3 align-top';

const stateBadges = {
  unpaid: { className: 'bg-amber-50 text-amber-900', icon: Clock },
  overdue: { className: 'bg-red-700 text-white', icon: CircleAlert },
  paid: { className: 'bg-green-50 text-green-800', icon: CircleCheck },
} as const;

interface PaymentsTableProps {
  payments: readonly Payment[];
  busy: boolean;
  /** Stands in place of the table when there is nothing to show. */
  empty?: string | false;
}

/** The payments across clients: who, what, how much, by when, and whether the receipt came. */
export function PaymentsTable({ payments, busy, empty }: PaymentsTableProps) {
  const today = romeToday();
  return (
    <DataTable
      caption="Pagamenti dei clienti"
      className="min-w-[56rem]"
      busy={busy}
      empty={empty}
      columns={[
        'Cliente',
        'Documento',
        { key: 'Importo', label: 'Importo', className: 'text-right' },
        'Scadenza',
        'Stato',
        'Quietanza',
      ]}
    >
      {payments.map((payment) => {
        const badge = stateBadges[payment.state];
        const Icon = badge.icon;
        return (
          <tr key={payment.documentId} className={cn(payment.state === 'overdue' && 'bg-red-50/40')}>
            <td data-label="Cliente" className={cn(td, 'min-w-32 text-slate-900')}>
              {payment.clientName}
            </td>
            <th scope="row" className={cn(td, 'min-w-40 text-left font-medium break-words text-slate-900')}>
              {payment.title}
              <span className="block text-xs font-normal break-all text-slate-600">{payment.filename}</span>
            </th>
            <td
              data-label="Importo"
              className={cn(td, 'text-right whitespace-nowrap text-slate-900 tabular-nums')}
            >
              {formatEuro(payment.amountCents)}
            </td>
            <td data-label="Scadenza" className={cn(td, 'whitespace-nowrap text-slate-900')}>
              <time dateTime={payment.dueDate}>{formatCalendarDate(payment.dueDate)}</time>
              {payment.state !== 'paid' && (
                <span className="block text-xs text-slate-700">{daysLeftLabel(payment.dueDate, today)}</span>
              )}
            </td>
            <td data-label="Stato" className={td}>
              <span
                className={cn(
                  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
                  badge.className,
                )}
              >
                <Icon className="size-3.5" aria-hidden="true" />
                {paymentStateLabels[payment.state]}
              </span>
              {payment.paidAt && (
                <span className="mt-1 block text-xs whitespace-nowrap text-slate-700">
                  il <time dateTime={isoDateTime(payment.paidAt)}>{formatShortDateTime(payment.paidAt)}</time>
                </span>
              )}
            </td>
            <td data-label="Quietanza" className={cn(td, 'text-slate-700')}>
              {payment.receipt ? (
                <ReceiptButton receipt={payment.receipt} title={payment.title} />
              ) : (
                <span className="text-slate-600">{payment.state === 'paid' ? 'Non allegata' : '—'}</span>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

function ReceiptButton({ receipt, title }: { receipt: NonNullable<Payment['receipt']>; title: string }) {
  const { state, start } = useReceivedDownload(receipt);
  return (
    <Button
      variant="outline"
      className="min-h-11 max-w-56"
      icon={<Download aria-hidden="true" />}
      pending={state.phase === 'running'}
      onClick={() => void start()}
      aria-label={`${receipt.filename}, quietanza di ${title}`}
    >
      <span className="truncate">{receipt.filename}</span>
    </Button>
  );
}
