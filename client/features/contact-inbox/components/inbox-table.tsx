import type { ContactMessageSummary } from '@common/schemas/contact';
import { DataTable } from '~/components/ui/data-table';
import { formatShortDateTime, isoDateTime } from '~/lib/dates';
import { cn } from '~/lib/utils';
import { DeliveryStatusBadge } from './delivery-status';

/** The inbox: what visitors sent, newest first; the subject opens the message. */
export function InboxTable({
  messages,
  onOpen,
}: {
  messages: ContactMessageSummary[];
  onOpen: (id: number) => void;
}) {
  return (
    <DataTable
      caption="Messaggi ricevuti dal modulo contatti, dal più recente"
      columns={['Data', 'Mittente', 'Oggetto', 'Stato', 'E-mail allo studio']}
      empty={messages.length === 0 && 'Nessun messaggio ricevuto'}
    >
      {messages.map((m) => {
        const unread = m.readAt === null;
        return (
          <tr key={m.id} className={cn(unread && 'bg-brand-50/60')}>
            <td className="px-4 py-3 whitespace-nowrap text-slate-700">
              <time dateTime={isoDateTime(m.createdAt)}>{formatShortDateTime(m.createdAt)}</time>
            </td>
            <td className="px-4 py-3">
              <span className={cn('block text-slate-900', unread && 'font-semibold')}>{m.name}</span>
              <span className="block break-all text-slate-700">{m.email}</span>
            </td>
            <td className="px-4 py-3">
              <button
                type="button"
                onClick={() => onOpen(m.id)}
                className={cn(
                  'text-left text-brand-700 underline-offset-2 hover:underline',
                  unread && 'font-semibold',
                )}
              >
                {m.subject}
              </button>
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-slate-700">{unread ? 'Non letto' : 'Letto'}</td>
            <td className="px-4 py-3">
              <DeliveryStatusBadge status={m.delivery} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
