import { lastingKeysWarning } from '@common/ended-keys';
import type { AdminUser } from '@common/schemas/admin-users';
import { LogOut } from 'lucide-react';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && close()}
      {...returnFocus}
      title={<>Terminare le sessioni di {user?.username}?</>}
      titleClassName="break-all"
      description={
        (own
          ? 'Verrai disconnesso da tutti gli altri browser e dispositivi; questa sessione resta attiva.'
          : `${user?.fullName ?? ''} verrà disconnesso da tutti i browser e dispositivi e dovrà accedere di nuovo. L'account e la password non cambiano.`) +
        (user
          ? own
            ? ' Anche i token di accesso che hai creato verranno revocati.'
            : lastingKeysWarning(user)
          : '')
      }
      error={endAll.isError ? errorText(endAll.error, 'Sessioni non terminate') : null}
      confirmLabel="Termina sessioni"
      confirmIcon={<LogOut aria-hidden="true" />}
      pending={endAll.isPending}
      onConfirm={() => user && endAll.mutate(user, { onSuccess: close })}
    />
  );
}
