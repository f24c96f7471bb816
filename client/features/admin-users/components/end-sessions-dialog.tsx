import type { AdminUser } from '@common/schemas/admin-users';
import { LogOut } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Button } from '~/components/ui/button';
import { errorText } from '~/lib/api-client';
import { useReturnFocus } from '~/lib/use-return-focus';
import { useEndUserSessions } from '../api/use-end-user-sessions';

interface EndSessionsDialogProps {
  user: AdminUser | null;
  currentUserId: number;
  onClose: () => void;
}

/** 'Termina sessioni' of a users table row: asks before every browser of the user is signed out. */
export function EndSessionsDialog({ user, currentUserId, onClose }: EndSessionsDialogProps) {
  const endAll = useEndUserSessions(currentUserId);
  // Opened from a row's button, not a Trigger: Radix alone would drop the focus on close.
  const returnFocus = useReturnFocus();
  const own = user?.id === currentUserId;

  const close = () => {
    endAll.reset();
    onClose();
  };

  return (
    <AlertDialog.Root
      open={user !== null}
      onOpenChange={(open) => {
        if (!open && !endAll.isPending) close();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-white p-6 text-slate-900 shadow-xl"
          {...returnFocus}
        >
          <AlertDialog.Title className="text-lg font-semibold break-all">
            Terminare le sessioni di {user?.username}?
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">
            {own
              ? 'Verrai disconnesso da tutti gli altri browser e dispositivi; questa sessione resta attiva.'
              : `${user?.fullName ?? ''} verrà disconnesso da tutti i browser e dispositivi e dovrà accedere di nuovo. L'account e la password non cambiano.`}
          </AlertDialog.Description>
          {endAll.isError && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
              {errorText(endAll.error, 'Sessioni non terminate')}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={endAll.isPending}>
                Annulla
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant="destructive"
              icon={<LogOut aria-hidden="true" />}
              pending={endAll.isPending}
              onClick={() => user && endAll.mutate(user, { onSuccess: close })}
            >
              Termina sessioni
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
