import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={count !== null}
      onOpenChange={(open) => !open && onClose()}
      onOpenAutoFocus={returnFocus.onOpenAutoFocus}
      onCloseAutoFocus={(event) => {
        returnFocus.onCloseAutoFocus(event);
        const active = document.activeElement;
        if (!active || active === document.body || active.id === 'main') onFocusFallback();
      }}
      title={many ? `Eliminare ${count} documenti?` : 'Eliminare il documento selezionato?'}
      description={many ? consequence.many : consequence.one}
      confirmLabel="Elimina documenti"
      confirmIcon={<Trash2 aria-hidden="true" />}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
