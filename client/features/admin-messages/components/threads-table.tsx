import type { ThreadSummary } from '@common/schemas/messages';
import { DataTable } from '~/components/ui/data-table';
import { formatShortDateTime, isoDateTime } from '~/lib/dates';
import { cn } from '~/lib/utils';

interface ThreadsTableProps {
  threads: readonly ThreadSummary[];
  busy: boolean;
  onOpen: (thread: ThreadSummary) => void;
}

/** Every client's conversations, newest activity first; the subject opens one. */
export function ThreadsTable({ threads, busy, onOpen }: ThreadsTableProps) {
  return (
    <DataTable
      caption="Conversazioni con i clienti, dalla più recente"
      columns={['Ultimo messaggio', 'Cliente', 'Oggetto', 'Anteprima', 'Stato']}
      busy={busy}
    >
      {threads.map((thread) => {
        const unread = thread.unread > 0;
        return (
          <tr key={thread.id} className={cn(unread && 'bg-brand-50/60')}>
            <td data-label="Ultimo messaggio" className="px-4 py-3 whitespace-nowrap text-slate-700">
              <time dateTime={isoDateTime(thread.lastMessageAt)}>
                {formatShortDateTime(thread.lastMessageAt)}
              </time>
            </td>
            <td data-label="Cliente" className="px-4 py-3 text-slate-900">
              {thread.client.fullName}
            </td>
            <th scope="row" className="max-w-xs px-4 py-3 text-left font-normal">
              <button
                type="button"
                onClick={() => onOpen(thread)}
                aria-label={`${thread.client.fullName}: ${thread.subject}`}
                className={cn(
                  'text-left break-words text-brand-800 underline-offset-2 hover:underline [overflow-wrap:anywhere]',
                  unread ? 'font-bold' : 'font-medium',
                )}
              >
                {thread.subject}
              </button>
            </th>
            <td data-label="Anteprima" className="max-w-sm px-4 py-3 text-slate-700">
              <span className="line-clamp-2 [overflow-wrap:anywhere]">
                <span className="font-medium text-slate-900">
                  {thread.lastInternal
                    ? 'Nota interna'
                    : thread.lastWriter.side === 'firm'
                      ? `Studio (${thread.lastWriter.name})`
                      : thread.lastWriter.name}
                  :
                </span>{' '}
                {thread.lastMessagePreview}
              </span>
            </td>
            <td data-label="Stato" className="px-4 py-3 whitespace-nowrap text-slate-700">
              {thread.state === 'closed' ? 'Chiusa' : 'Aperta'}
              {unread && (
                <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {thread.unread === 1 ? '1 da leggere' : `${thread.unread} da leggere`}
                </span>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
