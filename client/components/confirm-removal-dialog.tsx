import { Trash2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { DialogClose, DialogFooter } from '~/components/ui/dialog';
import { DialogShell } from '~/components/ui/dialog-shell';

interface ConfirmRemovalDialogProps {
  open: boolean;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  /** The removal is under way: the dialog cannot be closed nor confirmed again. */
  pending: boolean;
  /** Starts the removal; `removed` once it succeeded, `settled` once it ended either way. */
  onConfirm: (done: { removed: () => void; settled: () => void }) => void;
  onClose: () => void;
  /** Where the focus goes once the item is gone (its own button went with it). */
  afterRemove: () => void;
}

/** Asks before removing one item of a list, then puts the focus back where it makes sense. */
export function ConfirmRemovalDialog({
  open,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
  afterRemove,
}: ConfirmRemovalDialogProps) {
  const opener = React.useRef<HTMLElement | null>(null);
  const removed = React.useRef(false);

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title={title}
      description={description}
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
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" className="min-h-11" disabled={pending}>
            Annulla
          </Button>
        </DialogClose>
        <Button
          variant="destructive"
          className="min-h-11"
          icon={<Trash2 aria-hidden="true" />}
          pending={pending}
          onClick={() =>
            onConfirm({
              removed: () => {
                removed.current = true;
              },
              settled: onClose,
            })
          }
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
    </DialogShell>
  );
}
