import type { DocumentRequest } from '@common/schemas/document-requests';
import { CompletedRequests } from './completed-requests';
import { RequestCard } from './request-card';

interface RequestCardsProps {
  open: DocumentRequest[];
  completed: DocumentRequest[];
  today: string;
}

/** The requests' cards, open ones first: the code of their forms and uploads, for a client who has some. */
export function RequestCards({ open, completed, today }: RequestCardsProps) {
  return (
    <>
      {open.length > 0 && (
        <div className="mt-4 grid gap-6">
          {open.map((request) => (
            <RequestCard key={request.id} request={request} today={today} level={3} />
          ))}
        </div>
      )}
      {completed.length > 0 && <CompletedRequests requests={completed} today={today} />}
    </>
  );
}
