import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { LoadMore } from '~/components/ui/load-more';
import { SearchField } from '~/components/ui/search-field';
import { useDebouncedSearch } from '~/lib/use-debounced-search';
import { useUrlFilters } from '~/lib/use-url-filters';
import { cn } from '~/lib/utils';
import {
  refreshContactMessages,
  useContactMessageCounts,
  useInboxPage,
  useRestoreContactMessage,
  useSpamPage,
} from '../api/contact-inbox';
import { InboxTable } from './inbox-table';
import { MessageDialog } from './message-dialog';
import { SpamTable } from './spam-table';
import { type InboxView, ViewSwitch } from './view-switch';

/** The address keys of this tab: the folder and the search, named apart from the other tabs'. */
const URL_DEFAULTS = { cartella: 'messaggi', 'cerca-messaggi': '' };

/** The admin panel's 'Dal sito' section (`?scheda=dal-sito`): what visitors sent through the contact form, and the spam. */
export function MessagesTab() {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useUrlFilters(URL_DEFAULTS);
  const view: InboxView = filters.cartella === 'spam' ? 'spam' : 'inbox';
  const q = filters['cerca-messaggi'];
  const [text, setText] = useDebouncedSearch(q, (value) => setFilters({ 'cerca-messaggi': value }));
  const inbox = useInboxPage(q);
  const spam = useSpamPage(q);
  const counts = useContactMessageCounts();
  const restore = useRestoreContactMessage();
  const [openId, setOpenId] = React.useState<number | null>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const listId = React.useId();
  const shown = view === 'inbox' ? inbox : spam;
  const isFetching = shown.isFetching || counts.isFetching;

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
          onClick={() => void refreshContactMessages(queryClient)}
        >
          <RefreshCw aria-hidden="true" className={cn(isFetching && 'motion-safe:animate-spin')} />
          Aggiorna messaggi
        </Button>
      </div>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <ViewSwitch
          view={view}
          spamCount={counts.data?.spam}
          controls={listId}
          onChange={(next) => setFilters({ cartella: next === 'spam' ? 'spam' : 'messaggi' })}
        />
        <SearchField
          label="Cerca per nome, email o oggetto"
          value={text}
          onChange={setText}
          className="w-full sm:max-w-sm"
        />
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
        ) : (
          <>
            {view === 'inbox' ? (
              <InboxTable messages={inbox.items} onOpen={setOpenId} />
            ) : (
              <SpamTable
                messages={spam.items}
                restoring={restore.isPending}
                onOpen={setOpenId}
                onRestore={restoreOne}
              />
            )}
            {shown.items.length > 0 && <LoadMore list={shown} noun="messaggi" />}
          </>
        )}
      </div>
      <MessageDialog id={openId} onClose={() => setOpenId(null)} onGone={focusHeading} />
    </section>
  );
}
