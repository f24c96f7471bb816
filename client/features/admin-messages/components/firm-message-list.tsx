import type { Message } from '@common/schemas/messages';
import { Lock } from 'lucide-react';
import { MessageFiles } from '~/features/messages/components/message-files';
import { MessageText } from '~/features/messages/components/message-text';
import { formatDateTime, isoDateTime } from '~/lib/dates';
import { cn } from '~/lib/utils';

/** A conversation as the firm reads it: the notes only staff see, and who has read what. */
export function FirmMessageList({ messages }: { messages: readonly Message[] }) {
  return (
    <ol aria-label="Messaggi" className="grid gap-3">
      {messages.map((message) => (
        <FirmMessageItem key={message.id} message={message} />
      ))}
    </ol>
  );
}

function FirmMessageItem({ message }: { message: Message }) {
  const firm = message.side === 'firm';
  return (
    <li
      className={cn(
        'min-w-0 rounded-lg p-3',
        message.internal
          ? 'border border-amber-300 bg-amber-50'
          : firm
            ? 'bg-brand-50'
            : 'border border-slate-200 bg-white',
      )}
    >
      {message.internal && (
        <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold text-amber-900">
          <Lock className="size-3.5" aria-hidden="true" />
          Nota interna — non visibile al cliente
        </p>
      )}
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">
          {message.authorName} {firm ? '(studio)' : '(cliente)'}
        </span>
        {' · '}
        <time dateTime={isoDateTime(message.createdAt)}>{formatDateTime(message.createdAt)}</time>
      </p>
      <div className="mt-1">
        <MessageText text={message.text} />
      </div>
      <MessageFiles files={message.files} viewer="firm" />
      {firm && !message.internal && (
        <p className="mt-1 text-xs text-slate-700">
          {message.readAt ? (
            <>
              Letto il <time dateTime={isoDateTime(message.readAt)}>{formatDateTime(message.readAt)}</time>
            </>
          ) : (
            'Non ancora letto dal cliente'
          )}
        </p>
      )}
      {!firm && message.readBy && <p className="mt-1 text-xs text-slate-700">Letto da {message.readBy}</p>}
    </li>
  );
}
