import { dehydrate } from '@tanstack/react-query';
import {
  Activity,
  CalendarClock,
  ClipboardList,
  FileStack,
  FileUp,
  FolderInput,
  Inbox,
  KeySquare,
  Mail,
  UserRound,
  Users,
} from 'lucide-react';
import * as React from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { FullScreenLoader } from '~/components/layout/full-screen-loader';
import { PageIntro } from '~/components/layout/page-intro';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { type AdminTab, adminTabFrom } from '~/features/admin-client-uploads/admin-tabs';
import { NewUploadsCount } from '~/features/admin-client-uploads/components/new-uploads-count';
import { prefetchAdminPanel } from '~/features/admin-panel/prefetch-admin-panel';
import { RefreshUsersButton } from '~/features/admin-users/components/refresh-users-button';
import { UsersTab } from '~/features/admin-users/components/users-tab';
import { useUser } from '~/features/auth/api/use-user';
import { UnreadCount } from '~/features/contact-inbox/components/unread-count';
import { HeldTabContent } from '~/islands/held-part';
import { lazyComponent } from '~/lib/lazy-component';
import { pageMeta } from '~/lib/meta';
import type { PageQueries } from '~/lib/page-queries';
import { appQueryClient, pageQueryClient } from '~/lib/query-client';
import type { Route } from './+types/admin';

// The users tab, where the panel opens, comes with it (its HTML preloads it); every other tab's code
// comes when the tab is first shown or pointed at, and the one in the address is asked for by the loader.
// Each is a part of its own (HeldTabContent): drawn by the server, what is done in it before its code has come
// is held until then.
const AccountTab = lazyComponent(() =>
  import('~/features/account-security/components/account-tab').then((m) => m.AccountTab),
);
const ReceivedTab = lazyComponent(() =>
  import('~/features/admin-client-uploads/components/received-tab').then((m) => m.ReceivedTab),
);
const DocumentsOverviewTab = lazyComponent(() =>
  import('~/features/admin-documents/components/documents-overview-tab').then((m) => m.DocumentsOverviewTab),
);
const UploadTab = lazyComponent(() =>
  import('~/features/admin-documents/components/upload-tab').then((m) => m.UploadTab),
);
const ImportTab = lazyComponent(() =>
  import('~/features/admin-import/components/import-tab').then((m) => m.ImportTab),
);
const PaymentsTab = lazyComponent(() =>
  import('~/features/admin-payments/components/payments-tab').then((m) => m.PaymentsTab),
);
const RequestsTab = lazyComponent(() =>
  import('~/features/admin-requests/components/requests-tab').then((m) => m.RequestsTab),
);
const MessagesTab = lazyComponent(() =>
  import('~/features/contact-inbox/components/messages-tab').then((m) => m.MessagesTab),
);
const ApiTokensTab = lazyComponent(() =>
  import('~/features/api-tokens/components/api-tokens-tab').then((m) => m.ApiTokensTab),
);
const SystemHealthCard = lazyComponent(() =>
  import('~/features/system-health/components/system-health-card').then((m) => m.SystemHealthCard),
);

const lazyTabs: Partial<Record<AdminTab, { preload: () => void; ready: () => Promise<void> }>> = {
  carica: UploadTab,
  importa: ImportTab,
  documenti: DocumentsOverviewTab,
  ricevuti: ReceivedTab,
  richieste: RequestsTab,
  scadenze: PaymentsTab,
  messaggi: MessagesTab,
  account: AccountTab,
  token: ApiTokensTab,
  sistema: SystemHealthCard,
};

/** On the server: the tab in the address drawn with its code, and what the first screen shows. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<PageQueries> {
  const queryClient = pageQueryClient(context);
  const { searchParams } = new URL(request.url);
  const tab = adminTabFrom(searchParams.get('scheda'));
  await Promise.all([
    lazyTabs[tab]?.ready(),
    prefetchAdminPanel(queryClient, tab === 'utenti' ? searchParams : undefined),
  ]);
  return { queries: dehydrate(queryClient) };
}

// In the browser, moving between pages: not awaited, the tab's code and data are asked for while the
// panel's code runs, not after its first render.
export function clientLoader({ request }: Route.ClientLoaderArgs): PageQueries {
  const { searchParams } = new URL(request.url);
  const tab = adminTabFrom(searchParams.get('scheda'));
  lazyTabs[tab]?.preload();
  void prefetchAdminPanel(appQueryClient(), tab === 'utenti' ? searchParams : undefined);
  return { queries: undefined };
}

export const meta: Route.MetaFunction = () =>
  pageMeta('Pannello di Amministrazione', 'Gestione di utenti e documenti dello studio.', { noindex: true });

// On a phone a label may wrap inside its half of the row rather than run into the next tab,
// and a last tab left alone on its row takes the whole row.
const trigger = 'px-2 text-center leading-tight max-lg:whitespace-normal max-lg:odd:last:col-span-2 lg:px-4';

export default function Admin() {
  const { data: user } = useUser();
  const [params, setParams] = useSearchParams();
  const tab = adminTabFrom(params.get('scheda'));
  // Once opened, 'Carica Documenti' stays mounted (hidden): an upload in progress goes on, the chosen files stay.
  const uploadOpened = React.useRef(false);
  if (tab === 'carica') uploadOpened.current = true;
  // The same for 'Importa documenti': its list and a run in progress outlive a look at another tab.
  const importOpened = React.useRef(false);
  if (tab === 'importa') importOpened.current = true;
  // The protected layout has already waited for the user; this covers a refetch in flight.
  if (!user) return <FullScreenLoader />;
  if (user.role !== 'admin') return <Navigate to="/area-clienti" replace />;
  return (
    <>
      <PageIntro title="Pannello di Amministrazione">
        <p>Gestione degli utenti e dei documenti dello studio.</p>
        <RefreshUsersButton className="mt-4" />
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <Tabs
          value={tab}
          onValueChange={(value) =>
            // Replaced, not pushed: "back" leaves the panel rather than walking through its tabs.
            // A tab's filters and search are its own: another tab opens unfiltered, not with a `q` meant elsewhere.
            setParams(new URLSearchParams({ scheda: value }), { replace: true, preventScrollReset: true })
          }
        >
          {/* Two to a row on a phone; from large screens up one row, wrapping where nine do not fit. */}
          <TabsList
            aria-label="Sezioni del pannello"
            className="grid w-full grid-cols-2 lg:inline-flex lg:w-auto lg:flex-wrap"
          >
            <TabsTrigger value="utenti" className={trigger}>
              <Users aria-hidden="true" />
              Gestione Utenti
            </TabsTrigger>
            <TabsTrigger value="carica" className={trigger} preload={UploadTab.preload}>
              <FileUp aria-hidden="true" />
              Carica Documenti
            </TabsTrigger>
            <TabsTrigger value="importa" className={trigger} preload={ImportTab.preload}>
              <FolderInput aria-hidden="true" />
              Importa documenti
            </TabsTrigger>
            <TabsTrigger value="documenti" className={trigger} preload={DocumentsOverviewTab.preload}>
              <FileStack aria-hidden="true" />
              Visualizza Documenti
            </TabsTrigger>
            <TabsTrigger value="ricevuti" className={trigger} preload={ReceivedTab.preload}>
              <Inbox aria-hidden="true" />
              Documenti ricevuti
              <NewUploadsCount />
            </TabsTrigger>
            <TabsTrigger value="richieste" className={trigger} preload={RequestsTab.preload}>
              <ClipboardList aria-hidden="true" />
              Richieste
            </TabsTrigger>
            <TabsTrigger value="scadenze" className={trigger} preload={PaymentsTab.preload}>
              <CalendarClock aria-hidden="true" />
              Scadenze
            </TabsTrigger>
            <TabsTrigger value="messaggi" className={trigger} preload={MessagesTab.preload}>
              <Mail aria-hidden="true" />
              Messaggi
              <UnreadCount />
            </TabsTrigger>
            <TabsTrigger value="account" className={trigger} preload={AccountTab.preload}>
              <UserRound aria-hidden="true" />
              Il mio account
            </TabsTrigger>
            <TabsTrigger value="token" className={trigger} preload={ApiTokensTab.preload}>
              <KeySquare aria-hidden="true" />
              Token di accesso
            </TabsTrigger>
            <TabsTrigger value="sistema" className={trigger} preload={SystemHealthCard.preload}>
              <Activity aria-hidden="true" />
              Stato del sistema
            </TabsTrigger>
          </TabsList>
          <TabsContent value="utenti">
            <UsersTab currentUserId={user.id} />
          </TabsContent>
          <HeldTabContent
            value="carica"
            forceMount={uploadOpened.current || undefined}
            className="data-[state=inactive]:hidden"
          >
            <UploadTab />
          </HeldTabContent>
          <HeldTabContent
            value="importa"
            forceMount={importOpened.current || undefined}
            className="data-[state=inactive]:hidden"
          >
            <ImportTab />
          </HeldTabContent>
          <HeldTabContent value="documenti">
            <DocumentsOverviewTab />
          </HeldTabContent>
          <HeldTabContent value="ricevuti">
            <ReceivedTab />
          </HeldTabContent>
          <HeldTabContent value="richieste">
            <RequestsTab />
          </HeldTabContent>
          <HeldTabContent value="scadenze">
            <PaymentsTab />
          </HeldTabContent>
          <HeldTabContent value="messaggi">
            <MessagesTab />
          </HeldTabContent>
          <HeldTabContent value="account">
            <AccountTab user={user} />
          </HeldTabContent>
          <HeldTabContent value="token">
            <ApiTokensTab />
          </HeldTabContent>
          <HeldTabContent value="sistema">
            <SystemHealthCard />
          </HeldTabContent>
        </Tabs>
      </div>
    </>
  );
}
