import { pendingAccountStep } from '@common/account';
import { dehydrate } from '@tanstack/react-query';
import * as React from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '~/components/layout/full-screen-loader';
import { PageIntro } from '~/components/layout/page-intro';
import { Button } from '~/components/ui/button';
import { signedOutOnRequest } from '~/features/auth/api/account-data';
import { userQuery, useUser } from '~/features/auth/api/use-user';
import { lazyComponent } from '~/lib/lazy-component';
import type { PageQueries } from '~/lib/page-queries';
import { appQueryClient, pageQueryClient } from '~/lib/query-client';
import type { Route } from './+types/protected-layout';

// Few accounts ever see it (a one-time password, a required second factor): its forms load when one does.
const RequiredStep = lazyComponent(() =>
  import('~/features/account-security/components/required-step').then((m) => m.RequiredStep),
);

/** On the server: the account, asked with the page request's cookie; the page is drawn for it. */
export async function loader({ context }: Route.LoaderArgs): Promise<PageQueries> {
  const queryClient = pageQueryClient(context);
  await queryClient.prefetchQuery(userQuery);
  return { queries: dehydrate(queryClient) };
}

// In the browser, moving between pages: not awaited, the session is asked for while the route's code loads.
export async function clientLoader(): Promise<PageQueries> {
  void appQueryClient().prefetchQuery(userQuery);
  return { queries: undefined };
}

/** Gate of the private area: only a signed-in user gets past it. */
export default function ProtectedLayout() {
  const { data: user, isPending, isError, isFetching, refetch } = useUser();
  const location = useLocation();

  if (isPending) return <FullScreenLoader />;
  if (isError) {
    // Not "signed out": the session could not be checked (server down, network).
    return (
      <PageIntro title="Impossibile verificare l'accesso">
        <p>Non è stato possibile contattare il server. Controlla la connessione e riprova.</p>
        <Button className="mt-6" disabled={isFetching} onClick={() => refetch()}>
          Riprova
        </Button>
      </PageIntro>
    );
  }
  // Signing in brings the person back here after a session that ended or a link opened while signed
  // out; after 'Disconnetti' the next person starts on the area's first screen. The loader shows until
  // the page is the browser's: the way back lives in its history, which a server's redirect cannot set.
  if (!user) {
    return (
      <>
        <FullScreenLoader />
        <Navigate to="/auth" replace state={signedOutOnRequest() ? null : { from: location }} />
      </>
    );
  }
  const step = pendingAccountStep(user);
  if (step) {
    return (
      <React.Suspense fallback={<FullScreenLoader />}>
        <RequiredStep step={step} user={user} />
      </React.Suspense>
    );
  }
  return <Outlet />;
}
