import type { ThreadSummary } from '@common/schemas/messages';
import { Lock, LockOpen } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { DialogShell } from '~/components/ui/dialog-shell';
import { FormAlert } from '~/components/ui/form-alert';
import { LoadingStatus } from '~/components/ui/loading-status';
import { threadMessages } from '~/features/messages/api/messages';
import { useReadWhenShown } from '~/features/messages/api/use-read-when-shown';
import { OlderMessagesButton } from '~/features/messages/components/older-messages-button';
import { errorText } from '~/lib/api-client';
import { useReturnFocus } from '~/lib/use-return-focus';
import { useAdminThread, useMarkThreadRead, useThreadState } from '../api/admin-messages';
import { FirmMessageList } from './firm-message-list';
import { FirmReplyForm } from './firm-reply-form';

interface ThreadDialogProps {
  /** The row opened (its subject shows while the conversation loads); null when closed. */
  summary: ThreadSummary | null;
  onClose: () => void;
}

/** One conversation in full, with the notes, the reply box and 'Chiudi' / 'Riapri'. */
export function ThreadDialog({ summary, onClose }: ThreadDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <DialogShell
      open={summary !== null}
      onOpenChange={(open) => !open && onClose()}
      title={summary?.subject ?? 'Conversazione'}
      titleClassName="break-words [overflow-wrap:anywhere]"
      description={summary ? `Conversazione con ${summary.client.fullName}` : ''}
      className="max-w-3xl"
      onOpenAutoFocus={returnFocus.onOpenAutoFocus}
      onCloseAutoFocus={returnFocus.onCloseAutoFocus}
    >
      {summary && <ThreadBody key={summary.id} id={summary.id} />}
    </DialogShell>
  );
}

/** The conversation itself: in its dialog, and in the request's detail when it is about a request. */
export function ThreadBody({ id }: { id: number }) {
  const query = useAdminThread(id);
  const markRead = useMarkThreadRead(id);
  const setState = useThreadState(id);
  const messages = threadMessages(query.data);
  const thread = query.data?.pages[0]?.thread;
  useReadWhenShown(thread, messages, 'client', markRead.mutate);

  if (query.isPending) return <LoadingStatus>Caricamento della conversazione...</LoadingStatus>;
  if (!thread)
    return (
      <FormAlert>
        {errorText(query.error, 'Conversazione non caricata: riprova tra qualche istante.')}
      </FormAlert>
    );
  const closed = thread.state === 'closed';
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-800">
          {closed ? 'Chiusa: un messaggio del cliente la riapre.' : 'Aperta'}
          {thread.link && ` · Riguarda: ${thread.link.title}`}
        </p>
        <Button
          variant="outline"
          size="sm"
          icon={closed ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
          pending={setState.isPending}
          onClick={() => setState.mutate(closed ? 'open' : 'closed')}
        >
          {closed ? 'Riapri conversazione' : 'Chiudi conversazione'}
        </Button>
      </div>
      {setState.error && <FormAlert>{errorText(setState.error, 'Stato non cambiato: riprova.')}</FormAlert>}
      <OlderMessagesButton query={query} />
      <FirmMessageList messages={messages} />
      <FirmReplyForm target={{ threadId: id }} clientId={thread.client.id} />
    </div>
  );
}
