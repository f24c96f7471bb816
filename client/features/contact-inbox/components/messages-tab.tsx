import { RefreshCw } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { useContactMessages, useRestoreContactMessage, useSpamMessages } from '../api/contact-inbox';
import { InboxTable } from './inbox-table';
import { MessageDialog } from './message-dialog';
import { SpamTable } from './spam-table';
import { type InboxView, ViewSwitch } from './view-switch';

/** The admin panel's 'Messaggi' tab: what visitors sent through the contact form, and the spam. */
export function MessagesTab() {
  const inbox = useContactMessages();
  const spam = useSpamMessages();
  const restore = useRestoreContactMessage();
  const [view, setView] = React.useState<InboxView>('inbox');
  const [openId, setOpenId] = React.useState<number | null>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const listId = React.useId();
  const shown = view === 'inbox' ? inbox : spam;
  const isFetching = inbox.isFetching || spam.isFetching;

  // The row (and the button pressed) leaves the list: the focus goes to the heading, not the page.
  const focusHeading = () => heading.current?.focus({ preventScroll: true });
  const restoreOne = (id: number) => restore.mutate(id, { onSuccess: focusHeading });

  return (
    <section aria-labelledby="messages-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="messages-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900"
        >
          Messaggi dal sito
        </h2>
        <Button
          variant="outline"
          size="sm"
          disabled={isFetching}
          onClick={() => {
            void inbox.refetch();
            void spam.refetch();
          }}
        >
          <RefreshCw aria-hidden="true" className={cn(isFetching && 'motion-safe:animate-spin')} />
          Aggiorna messaggi
        </Button>
      </div>
      <div className="mt-4">
        <ViewSwitch view={view} spamCount={spam.data?.length} controls={listId} onChange={setView} />
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {view === 'inbox'
          ? "Conservati per 24 mesi, come indicato nell'informativa privacy, poi eliminati automaticamente."
          : 'Messaggi che il sito ha giudicato inviati da un programma automatico: nessuna e-mail è partita per loro. Se uno è di una persona, ripristinalo tra i messaggi. Eliminati automaticamente dopo 30 giorni.'}
      </p>

      <div id={listId} className="mt-6">
        {shown.isPending ? (
          <p role="status" className="text-slate-700">
            Caricamento...
          </p>
        ) : shown.isError ? (
          <p role="alert" className="font-medium text-red-700">
            Errore nel caricamento dei messaggi
          </p>
        ) : view === 'inbox' ? (
          <InboxTable messages={inbox.data ?? []} onOpen={setOpenId} />
        ) : (
          <SpamTable
            messages={spam.data ?? []}
            restoring={restore.isPending}
            onOpen={setOpenId}
            onRestore={restoreOne}
          />
        )}
      </div>
      <MessageDialog id={openId} onClose={() => setOpenId(null)} onGone={focusHeading} />
    </section>
  );
}
