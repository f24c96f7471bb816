import type { DocumentRequest } from '@common/schemas/document-requests';
import { FirmReplyForm } from '~/features/admin-messages/components/firm-reply-form';
import { ThreadBody } from '~/features/admin-messages/components/thread-dialog';
import { useRefreshRequest } from '../api/admin-requests';

/**
 * The request's conversation with the client, where the request is read: the same conversation as in
 * 'Messaggi', started here by the firm's first message if the client has not written yet.
 */
export function RequestConversation({ request }: { request: DocumentRequest }) {
  const refresh = useRefreshRequest(request.id);
  return (
    <section aria-labelledby="request-conversation-heading" className="grid gap-3">
      <h3 id="request-conversation-heading" className="font-semibold text-slate-900">
        Conversazione con il cliente
      </h3>
      {request.threadId !== null ? (
        <ThreadBody id={request.threadId} />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Nessun messaggio su questa richiesta. Quello che scrivi qui il cliente lo legge nella richiesta e
            nei suoi «Messaggi».
          </p>
          <FirmReplyForm target={{ requestId: request.id }} clientId={request.userId} onSent={refresh} />
        </>
      )}
    </section>
  );
}
