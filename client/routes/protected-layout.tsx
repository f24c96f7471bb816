import { pendingAccountStep } from '@common/account';
import * as React from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '~/components/layout/full-screen-loader';
import { PageIntro } from '~/components/layout/page-intro';
import { Button } from '~/components/ui/button';
import { signedOutOnRequest } from '~/features/auth/api/account-data';
import { userQuery, useUser } from '~/features/auth/api/use-user';
import { lazyComponent } from '~/lib/lazy-component';
import { firstScreenWhole } from '~/lib/page-answers';
import { appQueryClient } from '~/lib/query-client';

// Few accounts ever see it (a one-time password, a required second factor): its forms load when one does.
const RequiredStep = lazyComponent(() =>
  import('~/features/account-security/components/required-step').then((m) => m.RequiredStep),
);

// Not awaited: the session is asked for while the routes' code still loads, not after the first render;
// unless the server drew the first screen, which is then taken over whole (decision 0034).
export async function clientLoader() {
  const user = appQueryClient().prefetchQuery(userQuery);
  if (firstScreenWhole()) await user;
  return null;
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
  // out; after 'Disconnetti' the next person starts on the area's first screen.
  if (!user) return <Navigate to="/auth" replace state={signedOutOnRequest() ? null : { from: location }} />;
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
