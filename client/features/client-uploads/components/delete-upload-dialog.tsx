import type { ClientUpload } from '@common/schemas/client-uploads';
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
import { useDeleteClientUpload } from '../api/use-delete-client-upload';

interface DeleteUploadDialogProps {
  /** The upload to delete; null keeps the dialog closed. */
  upload: ClientUpload | null;
  onClose: () => void;
  /** Where the focus goes once the upload is gone (its own button went with it). */
  afterDelete: () => void;
}

export function DeleteUploadDialog({ upload, onClose, afterDelete }: DeleteUploadDialogProps) {
  const remove = useDeleteClientUpload();
  const opener = React.useRef<HTMLElement | null>(null);
  const deleted = React.useRef(false);

  return (
    <Dialog open={upload !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent
        onOpenAutoFocus={() => {
          deleted.current = false;
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!deleted.current && opener.current?.isConnected) opener.current.focus();
          else afterDelete();
        }}
      >
        <DialogHeader>
          <DialogTitle>Eliminare il documento?</DialogTitle>
          <DialogDescription>
            «{upload?.title}» verrà eliminato e lo studio non lo riceverà. Potrai sempre inviarlo di nuovo.
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
              if (!upload || remove.isPending) return;
              remove.mutate(upload, {
                onSuccess: () => {
                  deleted.current = true;
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
            Elimina
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
