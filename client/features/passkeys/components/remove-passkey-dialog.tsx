import type { Passkey } from '@common/schemas/passkeys';
import { ConfirmRemovalDialog } from '~/components/confirm-removal-dialog';
import { useRemovePasskey } from '../api/passkeys';

interface RemovePasskeyDialogProps {
  /** The passkey to remove; null keeps the dialog closed. */
  passkey: Passkey | null;
  onClose: () => void;
  /** Where the focus goes once the passkey is gone (its own button went with it). */
  afterRemove: () => void;
}

export function RemovePasskeyDialog({ passkey, onClose, afterRemove }: RemovePasskeyDialogProps) {
  const remove = useRemovePasskey();
  return (
    <ConfirmRemovalDialog
      open={passkey !== null}
      title="Rimuovere la passkey?"
      description={
        <>
          «{passkey?.name}» non servirà più per accedere al portale; potrai sempre entrare con username e
          password. Il dispositivo può continuare a mostrarla: se vuoi, cancellala anche dalle sue
          impostazioni delle password.
        </>
      }
      confirmLabel="Rimuovi"
      pending={remove.isPending}
      onConfirm={({ removed, settled }) => {
        if (passkey) remove.mutate(passkey, { onSuccess: removed, onSettled: settled });
      }}
      onClose={onClose}
      afterRemove={afterRemove}
    />
  );
}
