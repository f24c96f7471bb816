import { FileText, UserRound } from 'lucide-react';
import * as React from 'react';
import { FullScreenLoader } from '~/components/layout/full-screen-loader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { useUser } from '~/features/auth/api/use-user';
import { ClientAreaHeader } from '~/features/client-area/components/client-area-header';
import { DocumentsPanel } from '~/features/client-area/components/documents-panel';
import { ProfilePanel } from '~/features/client-area/components/profile-panel';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/area-clienti';

export const meta: Route.MetaFunction = () =>
  pageMeta('Area Clienti', 'I documenti e il profilo del cliente.', { noindex: true });

export default function AreaClienti() {
  const { data: user } = useUser();
  const heading = React.useRef<HTMLHeadingElement>(null);
  // After the login form (now gone) the focus would be lost: it starts at the page heading.
  React.useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  // The protected layout has already waited for the user; this covers the moment of signing out.
  if (!user) return <FullScreenLoader />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <ClientAreaHeader fullName={user.fullName} headingRef={heading} />
      <Tabs defaultValue="documenti" className="mt-8">
        <TabsList aria-label="Sezioni dell'area clienti" className="w-full sm:w-auto">
          <TabsTrigger value="documenti" className="flex-1 sm:flex-none">
            <FileText aria-hidden="true" />
            Documenti
          </TabsTrigger>
          <TabsTrigger value="profilo" className="flex-1 sm:flex-none">
            <UserRound aria-hidden="true" />
            Profilo
          </TabsTrigger>
        </TabsList>
        <TabsContent value="documenti">
          <DocumentsPanel />
        </TabsContent>
        <TabsContent value="profilo">
          <ProfilePanel user={user} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
