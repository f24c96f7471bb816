import { Navigate } from 'react-router';
import { FullScreenLoader } from '~/components/layout/full-screen-loader';
import { PageIntro } from '~/components/layout/page-intro';
import { useUser } from '~/features/auth/api/use-user';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/auth';

export const meta: Route.MetaFunction = () =>
  pageMeta('Area Riservata', "Accesso all'area riservata ai clienti dello studio.", { noindex: true });

export default function Auth() {
  const { data: user, isPending } = useUser();
  if (isPending) return <FullScreenLoader />;
  if (user) return <Navigate to="/area-clienti" replace />;
  return (
    <PageIntro title="Area Riservata">
      <p>
        L&apos;area riservata è dedicata ai clienti dello studio. Le credenziali di accesso vengono assegnate
        esclusivamente dallo studio: non è possibile registrarsi autonomamente.
      </p>
      <p className="mt-2">Il modulo di accesso sarà disponibile a breve.</p>
    </PageIntro>
  );
}
