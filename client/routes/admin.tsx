import {
  Activity,
  CalendarClock,
  ClipboardList,
  FileStack,
  FileUp,
  Inbox,
  Mail,
  UserRound,
  Users,
} from 'lucide-react';
import { Navigate, useSearchParams } from 'react-router';
import { FullScreenLoader } from '~/components/layout/full-screen-loader';
import { PageIntro } from '~/components/layout/page-intro';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { AccountTab } from '~/features/account-security/components/account-tab';
import { adminTabFrom } from '~/features/admin-client-uploads/admin-tabs';
import { NewUploadsCount } from '~/features/admin-client-uploads/components/new-uploads-count';
import { ReceivedTab } from '~/features/admin-client-uploads/components/received-tab';
import { DocumentsOverviewTab } from '~/features/admin-documents/components/documents-overview-tab';
import { UploadTab } from '~/features/admin-documents/components/upload-tab';
import { PaymentsTab } from '~/features/admin-payments/components/payments-tab';
import { RequestsTab } from '~/features/admin-requests/components/requests-tab';
import { RefreshUsersButton } from '~/features/admin-users/components/refresh-users-button';
import { UsersTab } from '~/features/admin-users/components/users-tab';
import { useUser } from '~/features/auth/api/use-user';
import { MessagesTab } from '~/features/contact-inbox/components/messages-tab';
import { UnreadCount } from '~/features/contact-inbox/components/unread-count';
import { SystemHealthCard } from '~/features/system-health/components/system-health-card';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin';

export const meta: Route.MetaFunction = () =>
  pageMeta('Pannello di Amministrazione', 'Gestione di utenti e documenti dello studio.', { noindex: true });

// On a phone a label may wrap inside its half of the row rather than run into the next tab,
// and a last tab left alone on its row takes the whole row.
const trigger = 'px-2 text-center leading-tight max-lg:whitespace-normal max-lg:odd:last:col-span-2 lg:px-4';

export default function Admin() {
  const { data: user } = useUser();
  const [params, setParams] = useSearchParams();
  const tab = adminTabFrom(params.get('scheda'));
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
            <TabsTrigger value="carica" className={trigger}>
              <FileUp aria-hidden="true" />
              Carica Documenti
            </TabsTrigger>
            <TabsTrigger value="documenti" className={trigger}>
              <FileStack aria-hidden="true" />
              Visualizza Documenti
            </TabsTrigger>
            <TabsTrigger value="ricevuti" className={trigger}>
              <Inbox aria-hidden="true" />
              Documenti ricevuti
              <NewUploadsCount />
            </TabsTrigger>
            <TabsTrigger value="richieste" className={trigger}>
              <ClipboardList aria-hidden="true" />
              Richieste
            </TabsTrigger>
            <TabsTrigger value="scadenze" className={trigger}>
              <CalendarClock aria-hidden="true" />
              Scadenze
            </TabsTrigger>
            <TabsTrigger value="messaggi" className={trigger}>
              <Mail aria-hidden="true" />
              Messaggi
              <UnreadCount />
            </TabsTrigger>
            <TabsTrigger value="account" className={trigger}>
              <UserRound aria-hidden="true" />
              Il mio account
            </TabsTrigger>
            <TabsTrigger value="sistema" className={trigger}>
              <Activity aria-hidden="true" />
              Stato del sistema
            </TabsTrigger>
          </TabsList>
          <TabsContent value="utenti">
            <UsersTab currentUserId={user.id} />
          </TabsContent>
          {/* Kept mounted while another tab is shown: an upload in progress goes on, and the chosen files stay. */}
          <TabsContent value="carica" forceMount className="data-[state=inactive]:hidden">
            <UploadTab />
          </TabsContent>
          <TabsContent value="documenti">
            <DocumentsOverviewTab />
          </TabsContent>
          <TabsContent value="ricevuti">
            <ReceivedTab />
          </TabsContent>
          <TabsContent value="richieste">
            <RequestsTab />
          </TabsContent>
          <TabsContent value="scadenze">
            <PaymentsTab />
          </TabsContent>
          <TabsContent value="messaggi">
            <MessagesTab />
          </TabsContent>
          <TabsContent value="account">
            <AccountTab user={user} />
          </TabsContent>
          <TabsContent value="sistema">
            <SystemHealthCard />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
