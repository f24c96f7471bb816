import { PageIntro } from '~/components/layout/page-intro';
import { useUser } from '~/features/auth/api/use-user';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/area-clienti';

export const meta: Route.MetaFunction = () =>
  pageMeta('Area Clienti', 'I documenti e il profilo del cliente.', { noindex: true });

export default function AreaClienti() {
  const { data: user } = useUser();
  return (
    <PageIntro title="Area Clienti">
      {user && <p>Benvenuto, {user.fullName}!</p>}
      <p className="mt-2">Qui troverai i documenti che lo studio ha caricato per te.</p>
    </PageIntro>
  );
}
