import { FIRM_NAME } from '@common/messages';
import type { Message } from '@common/schemas/messages';
import { ArrowLeft } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form-alert';
import { LoadingStatus } from '~/components/ui/loading-status';
import { errorText } from '~/lib/api-client';
import { formatDateTime, isoDateTime } from '~/lib/dates';
import { cn } from '~/lib/utils';
import { threadMessages, useMarkRead, useThread } from '../api/messages';
import { useReadWhenShown } from '../api/use-read-when-shown';
import { MessageFiles } from './message-files';
import { MessageText } from './message-text';
import { OlderMessagesButton } from './older-messages-button';
import { ReplyForm } from './reply-form';
import { ThreadAbout } from './thread-about';

/** One conversation, oldest message first, the reply box below; new messages come while it is open. */
export function ThreadView({ id, onBack }: { id: number; onBack: () => void }) {
  const query = useThread(id);
  const markRead = useMarkRead(id);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const messages = threadMessages(query.data);
  const thread = query.data?.pages[0]?.thread;
  useReadWhenShown(thread, messages, 'firm', markRead.mutate);
  React.useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  return (
    <section aria-labelledby="thread-heading" className="grid min-w-0 gap-4">
      <div>
        <Button variant="outline" size="sm" icon={<ArrowLeft aria-hidden="true" />} onClick={onBack}>
          Tutte le conversazioni
        </Button>
      </div>
      <div>
        <h2
          id="thread-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold break-words text-brand-900 focus:outline-none! [overflow-wrap:anywhere]"
        >
          {thread?.subject ?? 'Conversazione'}
        </h2>
        {thread && (
          <p className="mt-1 text-sm text-slate-700">
            {thread.state === 'closed'
              ? 'Conversazione chiusa: scrivendo la riapri.'
              : 'Conversazione aperta'}
            {thread.link && (
              <>
                {' · Riguarda: '}
                <ThreadAbout link={thread.link} />
              </>
            )}
          </p>
        )}
      </div>
      {query.isPending ? (
        <LoadingStatus>Caricamento dei messaggi...</LoadingStatus>
      ) : !thread ? (
        <FormAlert>
          {errorText(query.error, 'Conversazione non caricata: riprova tra qualche istante.')}
        </FormAlert>
      ) : (
        <>
          <OlderMessagesButton query={query} />
          <ol aria-label="Messaggi" className="grid gap-3">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
          <ReplyForm threadId={id} subject={thread.subject} />
        </>
      )}
    </section>
  );
}

function MessageItem({ message }: { message: Message }) {
  const firm = message.side === 'firm';
  return (
    <li
      className={cn(
        'min-w-0 rounded-lg p-3 sm:max-w-[85%]',
        firm ? 'bg-brand-50' : 'border border-slate-200 bg-white sm:justify-self-end',
      )}
    >
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">
          {firm ? `${FIRM_NAME} · ${message.authorName}` : 'Tu'}
        </span>
        {' · '}
        <time dateTime={isoDateTime(message.createdAt)}>{formatDateTime(message.createdAt)}</time>
      </p>
      <div className="mt-1">
        <MessageText text={message.text} />
      </div>
      <MessageFiles files={message.files} viewer="client" />
    </li>
  );
}
