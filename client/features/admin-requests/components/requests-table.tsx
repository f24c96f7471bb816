import type { RequestSummary } from '@common/schemas/document-requests';
import { DataTable } from '~/components/ui/data-table';
import { cn } from '~/lib/utils';
import { dueText, progressLabel, toReviewLabel } from '../request-progress';
import { RequestStateBadge } from './request-state-badge';

interface RequestsTableProps {
  requests: readonly RequestSummary[];
  today: string;
  /** A newer list is on its way (another filter was chosen). */
  busy: boolean;
  onOpen: (request: RequestSummary) => void;
}

const columns = ['Cliente', 'Richiesta', 'Scadenza', 'Ricevuti', 'Da verificare', 'Stato'];
const td = 'px-4 py-3 align-top';

/** The requests across clients; the client's name opens the request (on a phone each is a card). */
export function RequestsTable({ requests, today, busy, onOpen }: RequestsTableProps) {
  return (
    <DataTable
      caption="Richieste di documenti ai clienti"
      columns={columns}
      className="min-w-[48rem]"
      busy={busy}
    >
      {requests.map((request) => {
        const due = dueText(request.dueDate, request.state, today);
        const toReview = toReviewLabel(request.toReview);
        return (
          // The whole row opens the request for a mouse; the keyboard and screen readers have the client's button.
          <tr key={request.id} className="cursor-pointer hover:bg-slate-50" onClick={() => onOpen(request)}>
            <th scope="row" className={cn(td, 'min-w-36 text-left font-medium')}>
              <button
                type="button"
                aria-label={`${request.clientName}: ${request.title}`}
                className="text-left text-brand-700 underline underline-offset-4 hover:text-brand-900"
                onClick={(event) => {
                  // The row opens it too.
                  event.stopPropagation();
                  onOpen(request);
                }}
              >
                {request.clientName}
              </button>
            </th>
            <td data-label="Richiesta" className={cn(td, 'min-w-48 break-words text-slate-900')}>
              {request.title}
            </td>
            <td data-label="Scadenza" className={cn(td, 'whitespace-nowrap text-slate-900')}>
              <time dateTime={request.dueDate}>{due.date}</time>
              {due.left && (
                <span
                  className={cn(
                    'block text-xs',
                    request.state === 'overdue' ? 'font-semibold text-red-700' : 'text-slate-600',
                  )}
                >
                  {due.left}
                </span>
              )}
            </td>
            <td data-label="Ricevuti" className={cn(td, 'whitespace-nowrap text-slate-900 tabular-nums')}>
              {progressLabel(request.answered, request.total)}
            </td>
            <td data-label="Da verificare" className={cn(td, 'whitespace-nowrap')}>
              {toReview ? (
                <span className="font-semibold text-brand-800">{toReview}</span>
              ) : (
                <span className="text-slate-600">Nessuno</span>
              )}
            </td>
            <td data-label="Stato" className={td}>
              <RequestStateBadge state={request.state} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
