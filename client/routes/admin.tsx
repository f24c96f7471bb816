import { Navigate } from 'react-router';
import { FullScreenLoader } from '~/components/layout/full-screen-loader';
import { PageIntro } from '~/components/layout/page-intro';
import { useUser } from '~/features/auth/api/use-user';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin';

export const meta: Route.MetaFunction = () =>
  pageMeta('Pannello di Amministrazione', 'Gestione di utenti e documenti dello studio.', { noindex: true });

export default function Admin() {
  const { data: user } = useUser();
  // The protected layout has already waited for the user; this covers a refetch in flight.
  if (!user) return <FullScreenLoader />;
  if (user.role !== 'admin') return <Navigate to="/area-clienti" replace />;
  return (
    <PageIntro title="Pannello di Amministrazione">
      <p>Gestione degli utenti e dei documenti dello studio.</p>
    </PageIntro>
  );
}
