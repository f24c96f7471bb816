import type { AdminUser } from '@common/schemas/admin-users';
import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import * as React from 'react';
import { Button } from '~/components/ui/button';
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
    <AlertDialog.Root
      open={user !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) close();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-white p-6 text-slate-900 shadow-xl"
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            if (!deleted.current) return returnFocus.onCloseAutoFocus(event);
            deleted.current = false;
            event.preventDefault();
            onDeleted();
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold">
            Sei sicuro di voler eliminare questo utente?
          </AlertDialog.Title>
          {user && (
            <AlertDialog.Description asChild>
              <div className="grid gap-2 text-sm text-slate-700">
                <p>
                  L&apos;account <strong className="break-all text-slate-900">{user.username}</strong> (
                  {user.fullName}) verrà eliminato definitivamente e le sue sessioni aperte chiuse.
                </p>
                <p className="font-medium text-slate-900">{documentsSentence(user.documentCount)}</p>
                {user.sentCount > 0 && (
                  <p className="font-medium text-slate-900">{sentSentence(user.sentCount)}</p>
                )}
              </div>
            </AlertDialog.Description>
          )}
          {remove.isError && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
              {errorText(remove.error, "Errore nell'eliminazione dell'utente")}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Annulla
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant="destructive"
              icon={<Trash2 aria-hidden="true" />}
              pending={remove.isPending}
              onClick={() => {
                if (!user) return;
                remove.mutate(user, {
                  onSuccess: () => {
                    deleted.current = true;
                    close();
                  },
                });
              }}
            >
              Elimina utente
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
