import { CalendarPlus, CalendarX, Eye, Link2, RefreshCw } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { LoadingStatus } from '~/components/ui/loading-status';
import { toast } from '~/components/ui/use-toast';
import { formatDateTime } from '~/lib/dates';
import { lazyComponent, useKeptOnceOpened } from '~/lib/lazy-component';
import { useFailureToast } from '~/lib/use-failure-toast';
import { useCalendarFeedStatus, useCreateCalendarFeed, useDeleteCalendarFeed } from '../api/calendar-feed';
import { NewCalendarAddress } from './new-calendar-address';

// The dialog library comes when a confirmation is first asked for, not with the profile.
const ConfirmDialog = lazyComponent(() =>
  import('~/components/ui/confirm-dialog').then((m) => m.ConfirmDialog),
);
const preloadConfirm = { onPointerEnter: ConfirmDialog.preload, onFocus: ConfirmDialog.preload };

type Confirming = 'renew' | 'disable' | null;

/**
 * 'Calendario delle scadenze' on the client's profile: a private address a
 * phone's calendar subscribes to. The server keeps only its hash, so the
 * address is shown once, right after it is made; renewing makes the old one
 * stop working (a lost phone, a shared link).
 */
export function CalendarFeedCard() {
  const status = useCalendarFeedStatus();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const showFailure = useFailureToast();
  const [url, setUrl] = React.useState<string | null>(null);
  const [confirming, setConfirming] = React.useState<Confirming>(null);
  const confirmAsked = useKeptOnceOpened(confirming !== null);
  const [announce, setAnnounce] = React.useState('');
  const field = React.useRef<HTMLInputElement>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);
  /** Where the focus goes once a confirmation closes after its action: the new address, or the heading. */
  const focusAfterClose = React.useRef<'address' | 'heading' | null>(null);
  const active = status.data?.active ?? false;

  // The new address takes the focus, selected: it is what the person came for, and it shows only now.
  React.useEffect(() => {
    if (!url) return;
    field.current?.focus();
    field.current?.select();
  }, [url]);

  const makeAddress = (renewing: boolean) =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        // Renewing is confirmed in a dialog, whose closing would send the focus back to its button.
        if (renewing) focusAfterClose.current = 'address';
        setAnnounce(
          renewing ? 'Nuovo indirizzo creato: quello vecchio non funziona più.' : 'Indirizzo creato.',
        );
      },
      onError: (error) => showFailure(error, 'Indirizzo non creato'),
      onSettled: () => setConfirming(null),
    });

  const moveFocusAfterClose = (event: Event) => {
    const target = focusAfterClose.current;
    focusAfterClose.current = null;
    if (!target) return;
    event.preventDefault();
    if (target === 'heading') heading.current?.focus();
    else {
      field.current?.focus();
      field.current?.select();
    }
  };

  return (
    <section aria-labelledby="calendar-feed-title" className="grid gap-4">
      <div>
        <h2
          id="calendar-feed-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-brand-900"
        >
          Calendario delle scadenze
        </h2>
        <p className="mt-1 text-slate-700">
          Aggiungi questo indirizzo al calendario del telefono: le richieste di documenti e i pagamenti da
          fare compariranno come promemoria nel giorno della scadenza. Il calendario riceve solo titoli e
          importi, mai i documenti. L&apos;indirizzo è personale: non condividerlo.
        </p>
      </div>
      <p role="status" className="sr-only">
        {announce}
      </p>
      {status.isPending ? (
        <LoadingStatus>Caricamento...</LoadingStatus>
      ) : status.isError ? (
        <p className="text-sm font-medium text-red-700">
          Stato del calendario non disponibile: riprova più tardi.
        </p>
      ) : (
        <>
          {url && <NewCalendarAddress url={url} fieldRef={field} />}
          {active ? (
            <>
              {status.data?.createdAt && !url && (
                <p className="flex items-center gap-2 text-sm text-slate-700">
                  <Link2 className="size-4 shrink-0" aria-hidden="true" />
                  Indirizzo attivo, creato il {formatDateTime(status.data.createdAt)}.
                </p>
              )}
              {/* A reader the client does not know shows here: renewing the address shuts it out. */}
              <p className="flex items-center gap-2 text-sm text-slate-700">
                <Eye className="size-4 shrink-0" aria-hidden="true" />
                {status.data?.lastReadAt
                  ? `Ultima lettura da un calendario: ${formatDateTime(status.data.lastReadAt)} (ora italiana). Se non la riconosci, rinnova l'indirizzo.`
                  : 'Nessun calendario ha ancora letto questo indirizzo.'}
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button
                  variant="outline"
                  size="lg"
                  className="w-full sm:w-auto"
                  aria-haspopup="dialog"
                  {...preloadConfirm}
                  onClick={() => setConfirming('renew')}
                >
                  <RefreshCw aria-hidden="true" />
                  Rinnova indirizzo
                </Button>
                <Button
                  variant="outline"
                  size="lg"
                  className="w-full sm:w-auto"
                  aria-haspopup="dialog"
                  {...preloadConfirm}
                  onClick={() => setConfirming('disable')}
                >
                  <CalendarX aria-hidden="true" />
                  Disattiva
                </Button>
              </div>
            </>
          ) : (
            <div>
              <Button
                size="lg"
                className="w-full sm:w-auto"
                icon={<CalendarPlus aria-hidden="true" />}
                pending={create.isPending}
                onClick={() => makeAddress(false)}
              >
                Crea indirizzo del calendario
              </Button>
            </div>
          )}
        </>
      )}
      {confirmAsked && (
        <React.Suspense>
          <ConfirmDialog
            open={confirming === 'renew'}
            onOpenChange={(open) => !open && setConfirming(null)}
            onCloseAutoFocus={moveFocusAfterClose}
            title="Rinnovare l'indirizzo del calendario?"
            description="Verrà creato un nuovo indirizzo e quello attuale smetterà di funzionare: sui dispositivi dove l'avevi aggiunto andrà aggiunto di nuovo."
            confirmLabel="Rinnova indirizzo"
            confirmIcon={<RefreshCw aria-hidden="true" />}
            pending={create.isPending}
            onConfirm={() => makeAddress(true)}
          />
          <ConfirmDialog
            open={confirming === 'disable'}
            onOpenChange={(open) => !open && setConfirming(null)}
            onCloseAutoFocus={moveFocusAfterClose}
            title="Disattivare il calendario delle scadenze?"
            description="L'indirizzo smetterà di funzionare e le scadenze spariranno dai calendari dove l'avevi aggiunto. Potrai crearne uno nuovo quando vuoi."
            confirmLabel="Disattiva"
            confirmIcon={<CalendarX aria-hidden="true" />}
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  setUrl(null);
                  // The button that opened it is gone once the address is off.
                  focusAfterClose.current = 'heading';
                  setAnnounce('Calendario disattivato.');
                  toast({ title: 'Calendario disattivato' });
                },
                onError: (error) => showFailure(error, 'Calendario non disattivato'),
                onSettled: () => setConfirming(null),
              })
            }
          />
        </React.Suspense>
      )}
    </section>
  );
}
