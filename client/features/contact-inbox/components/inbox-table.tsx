import type { ContactMessageSummary } from '@common/schemas/contact';
import { DataTable } from '~/components/ui/data-table';
import { cn } from '~/lib/utils';
import { DeliveryStatusBadge } from './delivery-status';
import { MessageCells } from './message-cells';

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
            <MessageCells message={m} bold={unread} onOpen={onOpen} />
            <td data-label="Stato" className="px-4 py-3 whitespace-nowrap text-slate-700">
              {unread ? 'Non letto' : 'Letto'}
            </td>
            <td data-label="E-mail allo studio" className="px-4 py-3">
              <DeliveryStatusBadge status={m.delivery} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
