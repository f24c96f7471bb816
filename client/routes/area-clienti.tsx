import { clientAreaTabFrom } from '@common/client-area-tabs';
import { dehydrate } from '@tanstack/react-query';
import { FileText, MessagesSquare, Send, UserRound } from 'lucide-react';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { FullScreenLoader } from '~/components/layout/full-screen-loader';
import { Tabs, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { useUser } from '~/features/auth/api/use-user';
import { ClientAreaHeader } from '~/features/client-area/components/client-area-header';
import { prefetchClientArea } from '~/features/client-area/prefetch-client-area';
import { UnreadMessagesBadge } from '~/features/messages/components/unread-messages-badge';
import { HeldTabContent } from '~/islands/held-part';
import { lazyComponent } from '~/lib/lazy-component';
import { pageMeta } from '~/lib/meta';
import type { PageQueries } from '~/lib/page-queries';
import { appQueryClient, pageQueryClient } from '~/lib/query-client';
import type { Route } from './+types/area-clienti';

export const meta: Route.MetaFunction = () =>
  pageMeta('Area Clienti', 'I documenti e il profilo del cliente.', { noindex: true });

// Each tab's code is its own: the one in the address is asked for by the loader, the others when the
// client points at or opens them (forms, the upload queue, passkeys do not come with the documents).
const DocumentsTab = lazyComponent(() =>
  import('~/features/client-area/components/documents-tab').then((m) => m.DocumentsTab),
);
const SendDocumentsPanel = lazyComponent(() =>
  import('~/features/client-uploads/components/send-documents-panel').then((m) => m.SendDocumentsPanel),
);
const MessagesTab = lazyComponent(() =>
  import('~/features/messages/components/messages-tab').then((m) => m.MessagesTab),
);
const ProfilePanel = lazyComponent(() =>
  import('~/features/client-area/components/profile-panel').then((m) => m.ProfilePanel),
);

const lazyTabs = {
  documenti: DocumentsTab,
  invia: SendDocumentsPanel,
  messaggi: MessagesTab,
  profilo: ProfilePanel,
};

/** On the server: the tab's first screen, its code and data, drawn in the page for the signed-in client. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<PageQueries> {
  const queryClient = pageQueryClient(context);
  const { searchParams } = new URL(request.url);
  await Promise.all([
    lazyTabs[clientAreaTabFrom(searchParams.get('scheda'))].ready(),
    prefetchClientArea(queryClient, searchParams),
  ]);
  return { queries: dehydrate(queryClient) };
}

// In the browser, moving between pages: not awaited, the tab's code and data are asked for while the
// page's code runs.
export async function clientLoader({
  request,
}: Pick<Route.ClientLoaderArgs, 'request'>): Promise<PageQueries> {
  const { searchParams } = new URL(request.url);
  void lazyTabs[clientAreaTabFrom(searchParams.get('scheda'))].ready();
  void prefetchClientArea(appQueryClient(), searchParams);
  return { queries: undefined };
}

/** Four tabs share a phone's width: narrower padding and the icons only from the small breakpoint up. */
const trigger =
  'min-h-11 flex-1 px-2 text-center leading-tight whitespace-normal sm:flex-none sm:px-4 max-sm:[&_svg]:hidden';

export default function AreaClienti() {
  const { data: user } = useUser();
  const heading = React.useRef<HTMLHeadingElement>(null);
  // After the login form (now gone) the focus would be lost: it starts at the page heading, unless the
  // person already put it somewhere on the screen the server drew (a tab, the search box).
  React.useEffect(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) heading.current?.focus({ preventScroll: true });
  }, []);
  // The tab is in the address (`?scheda=invia`), as the admin panel's: a reload or a shared link opens it.
  const [params, setParams] = useSearchParams();
  const tab = clientAreaTabFrom(params.get('scheda'));
  // Once opened, 'Invia documenti' stays mounted (hidden) so a sending goes on while another tab is shown.
  const sendOpened = React.useRef(false);
  if (tab === 'invia') sendOpened.current = true;

  // The protected layout has already waited for the user; this covers the moment of signing out.
  if (!user) return <FullScreenLoader />;
  // A screen tall at least while the lists load, as the loader before it: the footer starts below the
  // fold instead of being pushed down across the screen as they arrive.
  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-4 py-8 sm:py-12">
      <ClientAreaHeader fullName={user.fullName} headingRef={heading} withMessages={user.role === 'client'} />
      <Tabs
        value={tab}
        onValueChange={(value) => {
          // Replaced, not pushed, as in the admin panel; the documents' filters stay for the way back.
          const next = new URLSearchParams(params);
          if (value === 'documenti') next.delete('scheda');
          else next.set('scheda', value);
          setParams(next, { replace: true, preventScrollReset: true });
        }}
        className="mt-8"
      >
        <TabsList aria-label="Sezioni dell'area clienti" className="w-full sm:w-auto">
          <TabsTrigger value="documenti" className={trigger} preload={DocumentsTab.preload}>
            <FileText aria-hidden="true" />
            Documenti
          </TabsTrigger>
          <TabsTrigger value="invia" className={trigger} preload={SendDocumentsPanel.preload}>
            <Send aria-hidden="true" />
            Invia documenti
          </TabsTrigger>
          <TabsTrigger value="messaggi" className={trigger} preload={MessagesTab.preload}>
            <MessagesSquare aria-hidden="true" />
            Messaggi
            <UnreadMessagesBadge enabled={user.role === 'client'} />
          </TabsTrigger>
          <TabsTrigger value="profilo" className={trigger} preload={ProfilePanel.preload}>
            <UserRound aria-hidden="true" />
            Profilo
          </TabsTrigger>
        </TabsList>
        <HeldTabContent value="documenti" className="grid gap-10">
          {/* Staff may open the area too: payments are a client's own (the API refuses staff). */}
          <DocumentsTab withPayments={user.role === 'client'} />
        </HeldTabContent>
        <HeldTabContent
          value="invia"
          forceMount={sendOpened.current || undefined}
          className="data-[state=inactive]:hidden"
        >
          <SendDocumentsPanel />
        </HeldTabContent>
        <HeldTabContent value="messaggi">
          {/* Staff have no conversations of their own: theirs are in the panel. */}
          {user.role === 'client' ? (
            <MessagesTab />
          ) : (
            <p className="text-slate-700">
              I messaggi dei clienti sono nel pannello, alla sezione «Messaggi».
            </p>
          )}
        </HeldTabContent>
        <HeldTabContent value="profilo">
          <ProfilePanel user={user} />
        </HeldTabContent>
      </Tabs>
    </div>
  );
}
