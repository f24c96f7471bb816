import { LogOut, MessagesSquare } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { CountBadge } from '~/components/ui/count-badge';
import { useLogout } from '~/features/auth/api/use-logout';
import { useLiveMessages, useUnreadMessages } from '~/features/messages/api/message-counts';

interface ClientAreaHeaderProps {
  fullName: string;
  headingRef: React.Ref<HTMLHeadingElement>;
  /** A client's account: the firm's messages not yet opened are announced here, whatever the tab. */
  withMessages: boolean;
}

export function ClientAreaHeader({ fullName, headingRef, withMessages }: ClientAreaHeaderProps) {
  const logout = useLogout();
  const unread = useUnreadMessages(withMessages);
  useLiveMessages(withMessages);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight text-brand-900 focus:outline-none! sm:text-4xl"
        >
          Area Clienti
        </h1>
        <p className="mt-2 text-lg text-slate-700">Benvenuto, {fullName}!</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 self-start sm:self-auto">
        {unread > 0 && (
          <Button asChild variant="outline">
            <Link to="?scheda=messaggi" replace preventScrollReset>
              <MessagesSquare aria-hidden="true" />
              Messaggi
              <CountBadge count={unread} what="non letti" />
            </Link>
          </Button>
        )}
        <Button
          variant="outline"
          icon={<LogOut aria-hidden="true" />}
          pending={logout.isPending}
          onClick={() => logout.mutate()}
        >
          Disconnetti
        </Button>
      </div>
    </div>
  );
}
