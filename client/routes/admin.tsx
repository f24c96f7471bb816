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
  MessagesSquare,
  UserRound,
  Users,
} from 'lucide-react';
import * as React from 'react';
import { Navigate, redirect, useSearchParams } from 'react-router';
import { FullScreenLoader } from '~/components/layout/full-screen-loader';
import { PageIntro } from '~/components/layout/page-intro';
import { NewUploadsCount } from '~/features/admin-client-uploads/components/new-uploads-count';
import { UnreadThreadsCount } from '~/features/admin-messages/components/unread-threads-count';
import { type AdminTab, adminTabFrom, legacyContactAddress } from '~/features/admin-panel/admin-tabs';
import { AdminNav, type AdminNavGroup } from '~/features/admin-panel/components/admin-nav';
import { prefetchAdminPanel } from '~/features/admin-panel/prefetch-admin-panel';
import { OverdueCount } from '~/features/admin-payments/components/overdue-count';
import { ToReviewCount } from '~/features/admin-requests/components/to-review-count';
import { RefreshUsersButton } from '~/features/admin-users/components/refresh-users-button';
import { UsersTab } from '~/features/admin-users/components/users-tab';
import { useUser } from '~/features/auth/api/use-user';
import { UnreadCount } from '~/features/contact-inbox/components/unread-count';
import { HeldSection } from '~/islands/held-part';
import { lazyComponent } from '~/lib/lazy-component';
import { pageMeta } from '~/lib/meta';
import type { PageQueries } from '~/lib/page-queries';
import { appQueryClient, pageQueryClient } from '~/lib/query-client';
import type { Route } from './+types/admin';

// The users' section, where the panel opens, comes with it (its HTML preloads it); every other section's
// code comes when it is first shown or its link pointed at, and the one in the address is asked for by the
// loader. Each is a held part of its own (HeldSection): drawn by the server, what is done in it before its
// code has come is held until then.
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
const MessagesSection = lazyComponent(() =>
  import('~/features/admin-messages/components/messages-section').then((m) => m.MessagesSection),
);
const ContactInboxTab = lazyComponent(() =>
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
  messaggi: MessagesSection,
  'dal-sito': ContactInboxTab,
  account: AccountTab,
  token: ApiTokensTab,
  sistema: SystemHealthCard,
};

/** On the server: the tab in the address drawn with its code, and what the first screen shows. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<PageQueries> {
  const queryClient = pageQueryClient(context);
  const { searchParams } = new URL(request.url);
  const legacy = legacyContactAddress(searchParams);
  if (legacy) throw redirect(`/admin${legacy}`);
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
  const legacy = legacyContactAddress(searchParams);
  if (legacy) throw redirect(`/admin${legacy}`);
  const tab = adminTabFrom(searchParams.get('scheda'));
  lazyTabs[tab]?.preload();
  void prefetchAdminPanel(appQueryClient(), tab === 'utenti' ? searchParams : undefined);
  return { queries: undefined };
}

export const meta: Route.MetaFunction = () =>
  pageMeta('Pannello di Amministrazione', 'Gestione di utenti e documenti dello studio.', { noindex: true });

// Grouped by what the firm does: its clients, their documents, what clients and visitors write, its own settings.
const navGroups: AdminNavGroup[] = [
  {
    title: 'Clienti',
    items: [
      { tab: 'utenti', label: 'Gestione Utenti', icon: Users },
      {
        tab: 'richieste',
        label: 'Richieste',
        icon: ClipboardList,
        badge: <ToReviewCount />,
        preload: RequestsTab.preload,
      },
      {
        tab: 'scadenze',
        label: 'Scadenze',
        icon: CalendarClock,
        badge: <OverdueCount />,
        preload: PaymentsTab.preload,
      },
    ],
  },
  {
    title: 'Comunicazioni',
    items: [
      {
        tab: 'messaggi',
        label: 'Messaggi',
        icon: MessagesSquare,
        badge: <UnreadThreadsCount />,
        preload: MessagesSection.preload,
      },
      {
        tab: 'dal-sito',
        label: 'Dal sito',
        icon: Mail,
        badge: <UnreadCount />,
        preload: ContactInboxTab.preload,
      },
    ],
  },
  {
    title: 'Documenti',
    items: [
      { tab: 'carica', label: 'Carica Documenti', icon: FileUp, preload: UploadTab.preload },
      { tab: 'importa', label: 'Importa documenti', icon: FolderInput, preload: ImportTab.preload },
      {
        tab: 'documenti',
        label: 'Visualizza Documenti',
        icon: FileStack,
        preload: DocumentsOverviewTab.preload,
      },
      {
        tab: 'ricevuti',
        label: 'Documenti ricevuti',
        icon: Inbox,
        badge: <NewUploadsCount />,
        preload: ReceivedTab.preload,
      },
    ],
  },
  {
    title: 'Impostazioni',
    items: [
      { tab: 'account', label: 'Il mio account', icon: UserRound, preload: AccountTab.preload },
      { tab: 'token', label: 'Token di accesso', icon: KeySquare, preload: ApiTokensTab.preload },
      { tab: 'sistema', label: 'Stato del sistema', icon: Activity, preload: SystemHealthCard.preload },
    ],
  },
];

export default function Admin() {
  const { data: user } = useUser();
  const [params] = useSearchParams();
  const tab = adminTabFrom(params.get('scheda'));
  // Once opened, 'Carica Documenti' stays mounted (hidden): an upload in progress goes on, the chosen files stay.
  const uploadOpened = React.useRef(false);
  if (tab === 'carica') uploadOpened.current = true;
  // The same for 'Importa documenti': its list and a run in progress outlive a look at another section.
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
      <div className="mx-auto max-w-6xl px-4 pb-12 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <AdminNav groups={navGroups} current={tab} />
        {/* min-w-0: a wide table scrolls inside the column instead of pushing the page past the screen. */}
        <div className="min-w-0">
          <HeldSection name="utenti" shown={tab === 'utenti'} held={false}>
            <UsersTab currentUserId={user.id} />
          </HeldSection>
          <HeldSection name="carica" shown={tab === 'carica'} kept={uploadOpened.current}>
            <UploadTab />
          </HeldSection>
          <HeldSection name="importa" shown={tab === 'importa'} kept={importOpened.current}>
            <ImportTab />
          </HeldSection>
          <HeldSection name="documenti" shown={tab === 'documenti'}>
            <DocumentsOverviewTab />
          </HeldSection>
          <HeldSection name="ricevuti" shown={tab === 'ricevuti'}>
            <ReceivedTab />
          </HeldSection>
          <HeldSection name="richieste" shown={tab === 'richieste'}>
            <RequestsTab />
          </HeldSection>
          <HeldSection name="scadenze" shown={tab === 'scadenze'}>
            <PaymentsTab />
          </HeldSection>
          <HeldSection name="messaggi" shown={tab === 'messaggi'}>
            <MessagesSection />
          </HeldSection>
          <HeldSection name="dal-sito" shown={tab === 'dal-sito'}>
            <ContactInboxTab />
          </HeldSection>
          <HeldSection name="account" shown={tab === 'account'}>
            <AccountTab user={user} />
          </HeldSection>
          <HeldSection name="token" shown={tab === 'token'}>
            <ApiTokensTab />
          </HeldSection>
          <HeldSection name="sistema" shown={tab === 'sistema'}>
            <SystemHealthCard />
          </HeldSection>
        </div>
      </div>
    </>
  );
}
