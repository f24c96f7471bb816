import { FileStack, FileUp, Mail, Users } from 'lucide-react';
import { Navigate } from 'react-router';
import { FullScreenLoader } from '~/components/layout/full-screen-loader';
import { PageIntro } from '~/components/layout/page-intro';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { DocumentsOverviewTab } from '~/features/admin-documents/components/documents-overview-tab';
import { UploadTab } from '~/features/admin-documents/components/upload-tab';
import { RefreshUsersButton } from '~/features/admin-users/components/refresh-users-button';
import { UsersTab } from '~/features/admin-users/components/users-tab';
import { useUser } from '~/features/auth/api/use-user';
import { MessagesTab } from '~/features/contact-inbox/components/messages-tab';
import { UnreadCount } from '~/features/contact-inbox/components/unread-count';
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
    <>
      <PageIntro title="Pannello di Amministrazione">
        <p>Gestione degli utenti e dei documenti dello studio.</p>
        <RefreshUsersButton className="mt-4" />
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <Tabs defaultValue="utenti">
          {/* Two to a row on a phone, one row from tablets up. */}
          <TabsList
            aria-label="Sezioni del pannello"
            className="grid w-full grid-cols-2 md:inline-flex md:w-auto"
          >
            <TabsTrigger value="utenti">
              <Users aria-hidden="true" />
              Gestione Utenti
            </TabsTrigger>
            <TabsTrigger value="carica">
              <FileUp aria-hidden="true" />
              Carica Documenti
            </TabsTrigger>
            <TabsTrigger value="documenti">
              <FileStack aria-hidden="true" />
              Visualizza Documenti
            </TabsTrigger>
            <TabsTrigger value="messaggi">
              <Mail aria-hidden="true" />
              Messaggi
              <UnreadCount />
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
          <TabsContent value="messaggi">
            <MessagesTab />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
