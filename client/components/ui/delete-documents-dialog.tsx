import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Button } from '~/components/ui/button';
import { useReturnFocus } from '~/lib/use-return-focus';

interface DeleteDocumentsDialogProps {
  /** How many documents the confirmation deletes; the dialog is open while set. */
  count: number | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Where the focus goes when the button that opened the dialog is gone or disabled (after a deletion). */
  onFocusFallback: () => void;
  /** What deleting means for these documents; by default, the firm's documents for clients. */
  consequence?: { one: string; many: string };
}

const FIRM_DOCUMENTS = {
  one: 'Il documento e il suo file verranno eliminati definitivamente: il cliente non potrà più scaricarlo.',
  many: 'I documenti e i loro file verranno eliminati definitivamente: i clienti non potranno più scaricarli.',
};

/** Asks before the selected documents and their files are deleted for good. */
export function DeleteDocumentsDialog({
  count,
  pending,
  onConfirm,
  onClose,
  onFocusFallback,
  consequence = FIRM_DOCUMENTS,
}: DeleteDocumentsDialogProps) {
  const returnFocus = useReturnFocus();
  const many = count !== null && count > 1;
  return (
    <AlertDialog.Root
      open={count !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-white p-6 text-slate-900 shadow-xl"
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            returnFocus.onCloseAutoFocus(event);
            const active = document.activeElement;
            if (!active || active === document.body || active.id === 'main') onFocusFallback();
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold">
            {many ? `Eliminare ${count} documenti?` : 'Eliminare il documento selezionato?'}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">
            {many ? consequence.many : consequence.one}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                Annulla
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant="destructive"
              icon={<Trash2 aria-hidden="true" />}
              pending={pending}
              onClick={onConfirm}
            >
              Elimina documenti
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
