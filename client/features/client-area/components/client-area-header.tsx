import { LogOut } from 'lucide-react';
import type * as React from 'react';
import { Button } from '~/components/ui/button';
import { useLogout } from '~/features/auth/api/use-logout';

interface ClientAreaHeaderProps {
  fullName: string;
  headingRef: React.Ref<HTMLHeadingElement>;
}

export function ClientAreaHeader({ fullName, headingRef }: ClientAreaHeaderProps) {
  const logout = useLogout();
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
      <Button
        variant="outline"
        className="self-start sm:self-auto"
        icon={<LogOut aria-hidden="true" />}
        pending={logout.isPending}
        onClick={() => logout.mutate()}
      >
        Disconnetti
      </Button>
    </div>
  );
}
