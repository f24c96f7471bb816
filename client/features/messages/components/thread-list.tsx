import type { ThreadSummary } from '@common/schemas/messages';
import { MessageSquarePlus } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form-alert';
import { LoadMore } from '~/components/ui/load-more';
import { LoadingStatus } from '~/components/ui/loading-status';
import { errorText } from '~/lib/api-client';
import { formatShortDateTime, isoDateTime } from '~/lib/dates';
import { cn } from '~/lib/utils';
import { useThreads } from '../api/messages';

const EMPTY = {};

/** The client's conversations, newest activity first; one opens with its subject. */
export function ThreadList({ onOpen, onNew }: { onOpen: (id: number) => void; onNew: () => void }) {
  const list = useThreads(EMPTY);
  return (
    <section aria-labelledby="threads-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="threads-heading" className="text-xl font-semibold text-brand-900">
            Messaggi con lo studio
          </h2>
          <p className="mt-1 text-sm text-slate-700">Scrivi allo studio e trova qui le sue risposte.</p>
        </div>
        <Button icon={<MessageSquarePlus aria-hidden="true" />} onClick={onNew}>
          Nuova conversazione
        </Button>
      </div>
      {list.isPending ? (
        <LoadingStatus>Caricamento delle conversazioni...</LoadingStatus>
      ) : list.isError && list.items.length === 0 ? (
        <FormAlert>
          {errorText(list.error, 'Conversazioni non caricate: riprova tra qualche istante.')}
        </FormAlert>
      ) : list.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
          Nessuna conversazione. Usa «Nuova conversazione» per scrivere allo studio.
        </p>
      ) : (
        <div>
          <ul
            aria-labelledby="threads-heading"
            className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {list.items.map((thread) => (
              <ThreadRow key={thread.id} thread={thread} onOpen={onOpen} />
            ))}
          </ul>
          <LoadMore list={list} noun="conversazioni" />
        </div>
      )}
    </section>
  );
}

function ThreadRow({ thread, onOpen }: { thread: ThreadSummary; onOpen: (id: number) => void }) {
  const unread = thread.unread > 0;
  return (
    <li className={cn('grid gap-1 p-4', unread && 'bg-brand-50/60')}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <button
          type="button"
          onClick={() => onOpen(thread.id)}
          className={cn(
            'min-w-0 text-left break-words text-brand-800 underline-offset-2 hover:underline [overflow-wrap:anywhere]',
            unread ? 'font-bold' : 'font-semibold',
          )}
        >
          {thread.subject}
        </button>
        <time dateTime={isoDateTime(thread.lastMessageAt)} className="text-sm text-slate-700">
          {formatShortDateTime(thread.lastMessageAt)}
        </time>
      </div>
      <p className="line-clamp-2 text-sm break-words text-slate-800 [overflow-wrap:anywhere]">
        <span className="font-medium">{thread.lastWriter.side === 'firm' ? 'Studio' : 'Tu'}:</span>{' '}
        {thread.lastMessagePreview}
      </p>
      <p className="flex flex-wrap gap-2 text-xs">
        {unread && (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white">
            {thread.unread === 1 ? '1 non letto' : `${thread.unread} non letti`}
          </span>
        )}
        {thread.state === 'closed' && (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 font-medium text-slate-800">Chiusa</span>
        )}
        {thread.link && <span className="text-slate-700">Riguarda: {thread.link.title}</span>}
      </p>
    </li>
  );
}
