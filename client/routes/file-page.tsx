import { filePageOf } from '@common/routes';
import { dehydrate } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { PageIntro } from '~/components/layout/page-intro';
import { useUser } from '~/features/auth/api/use-user';
import { fileDetailsQuery } from '~/features/file-details/api/file-details';
import { FileReading } from '~/features/file-details/components/file-reading';
import { pageMeta } from '~/lib/meta';
import type { PageQueries } from '~/lib/page-queries';
import { appQueryClient, pageQueryClient } from '~/lib/query-client';
import type { Route } from './+types/file-page';

export const meta: Route.MetaFunction = () =>
  pageMeta('Documento', 'Un documento letto dal portale: la fattura, la firma.', { noindex: true });

/** On the server: what the file says, read (once, then kept) before the page is drawn. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<PageQueries> {
  const page = filePageOf(new URL(request.url).pathname);
  const queryClient = pageQueryClient(context);
  if (page) await queryClient.prefetchQuery(fileDetailsQuery(page.api));
  return { queries: dehydrate(queryClient) };
}

// In the browser, moving from a list: asked for while the page's code runs.
export function clientLoader({ request }: Route.ClientLoaderArgs): PageQueries {
  const page = filePageOf(new URL(request.url).pathname);
  if (page) void appQueryClient().prefetchQuery(fileDetailsQuery(page.api));
  return { queries: undefined };
}

export default function FilePage() {
  const { data: user } = useUser();
  const page = filePageOf(useLocation().pathname);
  // The protected layout draws no page without a user (its loader stands in as one signs out).
  if (!user) return null;
  if (page?.list.startsWith('/admin/') && user.role !== 'admin')
    return <Navigate to="/area-clienti" replace />;
  if (!page)
    return (
      <PageIntro title="Documento non trovato">
        <p>L'indirizzo non corrisponde a nessun documento.</p>
      </PageIntro>
    );
  return <FileReading page={page} />;
}
