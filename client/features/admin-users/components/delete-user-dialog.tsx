import { lastingKeysWarning } from '@common/ended-keys';
import type { AdminUser } from '@common/schemas/admin-users';
import { Trash2 } from 'lucide-react';
import * as React from 'react';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { errorText } from '~/lib/api-client';
import { useReturnFocus } from '~/lib/use-return-focus';
import { useDeleteUser } from '../api/admin-users';

function documentsSentence(count: number): string {
  if (count === 0) return 'Non ha documenti caricati.';
  if (count === 1) return 'Verrà eliminato anche 1 documento caricato per questo utente.';
  return `Verranno eliminati anche ${count} documenti caricati per questo utente.`;
}

function sentSentence(count: number): string {
  if (count === 1) return 'Verrà eliminato anche 1 documento che ha inviato allo studio.';
  return `Verranno eliminati anche ${count} documenti che ha inviato allo studio.`;
}

interface DeleteUserDialogProps {
  user: AdminUser | null;
  onClose: () => void;
  /** Where the focus goes after a deletion: the row and its button are gone. */
  onDeleted: () => void;
}

export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const remove = useDeleteUser();
  const deleted = React.useRef(false);
  const returnFocus = useReturnFocus();

  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && close()}
      onOpenAutoFocus={returnFocus.onOpenAutoFocus}
      onCloseAutoFocus={(event) => {
        if (!deleted.current) return returnFocus.onCloseAutoFocus(event);
        deleted.current = false;
        event.preventDefault();
        onDeleted();
      }}
      title="Sei sicuro di voler eliminare questo utente?"
      descriptionAsChild
      description={
        user && (
          <div className="grid gap-2 text-sm text-slate-700">
            <p>
              L&apos;account <strong className="break-all text-slate-900">{user.username}</strong> (
              {user.fullName}) verrà eliminato definitivamente e le sue sessioni aperte chiuse.
            </p>
            <p className="font-medium text-slate-900">{documentsSentence(user.documentCount)}</p>
            {user.sentCount > 0 && (
              <p className="font-medium text-slate-900">{sentSentence(user.sentCount)}</p>
            )}
            {user.role === 'admin' && <p>{lastingKeysWarning(user).trim()}</p>}
          </div>
        )
      }
      error={remove.isError ? errorText(remove.error, "Errore nell'eliminazione dell'utente") : null}
      confirmLabel="Elimina utente"
      confirmIcon={<Trash2 aria-hidden="true" />}
      pending={remove.isPending}
      onConfirm={() => {
        if (!user) return;
        remove.mutate(user, {
          onSuccess: () => {
            deleted.current = true;
            close();
          },
        });
      }}
    />
  );
}
