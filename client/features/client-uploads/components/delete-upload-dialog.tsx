import type { ClientUpload } from '@common/schemas/client-uploads';
import { ConfirmRemovalDialog } from '~/components/confirm-removal-dialog';
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
  return (
    <ConfirmRemovalDialog
      open={upload !== null}
      title="Eliminare il documento?"
      description={
        <>«{upload?.title}» verrà eliminato e lo studio non lo riceverà. Potrai sempre inviarlo di nuovo.</>
      }
      confirmLabel="Elimina"
      pending={remove.isPending}
      onConfirm={({ removed, settled }) => {
        if (upload) remove.mutate(upload, { onSuccess: removed, onSettled: settled });
      }}
      onClose={onClose}
      afterRemove={afterDelete}
    />
  );
}
