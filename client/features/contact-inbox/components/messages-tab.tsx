import { RefreshCw } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { formatShortDateTime, isoDateTime } from '~/lib/dates';
import { cn } from '~/lib/utils';
import { useContactMessages } from '../api/contact-inbox';
import { DeliveryStatusBadge } from './delivery-status';
import { MessageDialog } from './message-dialog';

/** The admin panel's 'Messaggi' tab: what visitors sent through the contact form. */
export function MessagesTab() {
  const { data: messages, isPending, isError, isFetching, refetch } = useContactMessages();
  const [openId, setOpenId] = React.useState<number | null>(null);

  return (
    <section aria-labelledby="messages-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="messages-heading" className="text-xl font-semibold text-slate-900">
          Messaggi dal sito
        </h2>
        <Button variant="outline" size="sm" disabled={isFetching} onClick={() => refetch()}>
          <RefreshCw aria-hidden="true" className={cn(isFetching && 'motion-safe:animate-spin')} />
          Aggiorna messaggi
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Conservati per 24 mesi, come indicato nell'informativa privacy, poi eliminati automaticamente.
      </p>

      {isPending ? (
        <p role="status" className="mt-6 text-slate-700">
          Caricamento...
        </p>
      ) : isError ? (
        <p role="alert" className="mt-6 font-medium text-red-700">
          Errore nel caricamento dei messaggi
        </p>
      ) : messages.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
          Nessun messaggio ricevuto
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Messaggi ricevuti dal modulo contatti, dal più recente</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Data
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Mittente
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Oggetto
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Stato
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  E-mail allo studio
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
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
                        onClick={() => setOpenId(m.id)}
                        className={cn(
                          'text-left text-brand-700 underline-offset-2 hover:underline',
                          unread && 'font-semibold',
                        )}
                      >
                        {m.subject}
                      </button>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                      {unread ? 'Non letto' : 'Letto'}
                    </td>
                    <td className="px-4 py-3">
                      <DeliveryStatusBadge status={m.delivery} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
