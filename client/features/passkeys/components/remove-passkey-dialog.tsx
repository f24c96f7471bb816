import type { Passkey } from '@common/schemas/passkeys';
import { LoaderCircle, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
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
  const opener = React.useRef<HTMLElement | null>(null);
  const removed = React.useRef(false);

  return (
    <Dialog open={passkey !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent
        onOpenAutoFocus={() => {
          removed.current = false;
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!removed.current && opener.current?.isConnected) opener.current.focus();
          else afterRemove();
        }}
      >
        <DialogHeader>
          <DialogTitle>Rimuovere la passkey?</DialogTitle>
          <DialogDescription>
            «{passkey?.name}» non servirà più per accedere al portale; potrai sempre entrare con username e
            password. Il dispositivo può continuare a mostrarla: se vuoi, cancellala anche dalle sue
            impostazioni delle password.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" className="min-h-11" disabled={remove.isPending}>
              Annulla
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            className="min-h-11 aria-disabled:cursor-progress"
            // aria-disabled, not disabled: a disabled button would drop the focus out of the dialog.
            aria-disabled={remove.isPending}
            onClick={() => {
              if (!passkey || remove.isPending) return;
              remove.mutate(passkey, {
                onSuccess: () => {
                  removed.current = true;
                },
                onSettled: onClose,
              });
            }}
          >
            {remove.isPending ? (
              <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            Rimuovi
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
