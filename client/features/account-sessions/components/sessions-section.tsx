import * as React from 'react';
import { Button } from '~/components/ui/button';
import { LoadingStatus } from '~/components/ui/loading-status';
import { useLoadErrorToast } from '~/lib/use-load-error-toast';
import { useEndSession, useSessions } from '../api/use-sessions';
import { EndOtherSessions } from './end-other-sessions';
import { SessionItem } from './session-item';

/**
 * 'Sessioni attive': every browser signed in to the account, this one marked.
 * A list, not a table: it has to read on a 360 px phone.
 */
export function SessionsSection() {
  const { data: sessions, error, isPending, refetch, isFetching } = useSessions();
  const endOne = useEndSession();
  const heading = React.useRef<HTMLHeadingElement>(null);
  // The ended session's button is gone: the focus goes back to the section, not to the page's top.
  const focusHeading = () => heading.current?.focus({ preventScroll: true });

  useLoadErrorToast(error, 'Errore nel caricamento delle sessioni');
  const others = sessions?.filter((s) => !s.current).length ?? 0;

  return (
    <section aria-labelledby="sessions-title">
      <h2 id="sessions-title" ref={heading} tabIndex={-1} className="text-xl font-semibold text-brand-900">
        Sessioni attive
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        I browser in cui hai effettuato l&apos;accesso. Se non ne riconosci uno, terminalo e cambia la
        password.
      </p>
      {isPending ? (
        <LoadingStatus className="mt-4">Caricamento delle sessioni...</LoadingStatus>
      ) : error ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p role="alert" className="font-medium text-red-700">
            Non è stato possibile caricare le sessioni.
          </p>
          <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
            Riprova
          </Button>
        </div>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                ending={endOne.isPending && endOne.variables?.id === session.id}
                onEnd={
                  session.current ? undefined : () => endOne.mutate(session, { onSuccess: focusHeading })
                }
              />
            ))}
          </ul>
          <div className="mt-4">
            {others > 0 ? (
              <EndOtherSessions count={others} onEnded={focusHeading} />
            ) : (
              <p className="text-sm text-slate-700">Non ci sono altre sessioni attive.</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
