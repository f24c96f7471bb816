import { clientUploadStatusLabels } from '@common/client-uploads';
import { categoryLabel } from '@common/document-categories';
import type { ClientUpload } from '@common/schemas/client-uploads';
import { CircleCheck, Send, Trash2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { ReadFileLink } from '~/features/file-details/components/read-file-link';
import { formatDateTime, isoDateTime } from '~/lib/dates';
import { formatFileSize } from '~/lib/file-size';
import { cn } from '~/lib/utils';

interface SentUploadItemProps {
  upload: ClientUpload;
  onDelete: (upload: ClientUpload) => void;
  /** Asks for the deletion dialog's code when the person points at or focuses 'Elimina'. */
  preloadDelete?: () => void;
}

/** One document the client sent: what it is, when it went, whether the firm has it; 'Elimina' until then. */
export function SentUploadItem({ upload, onDelete, preloadDelete }: SentUploadItemProps) {
  const received = upload.status === 'received';
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="font-medium break-words text-slate-900">{upload.title}</h3>
          <span
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold [&_svg]:size-4',
              received ? 'bg-green-50 text-green-800' : 'bg-slate-100 text-slate-800',
            )}
          >
            {received ? <CircleCheck aria-hidden="true" /> : <Send aria-hidden="true" />}
            <span className="sr-only">Stato: </span>
            {clientUploadStatusLabels[upload.status]}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-700">
          {categoryLabel(upload.category)}, anno {upload.year}
        </p>
        <p className="text-sm break-all text-slate-600">
          {upload.filename}, {formatFileSize(upload.size)}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          inviato il{' '}
          <time dateTime={isoDateTime(upload.uploadedAt)}>{formatDateTime(upload.uploadedAt)}</time>
        </p>
        {upload.note && <p className="mt-1 text-sm break-words text-slate-700">Nota: {upload.note}</p>}
      </div>
      {/* Empty, it would still take a row of the grid's gap on a phone. */}
      <div className="flex flex-wrap gap-2 justify-self-start empty:hidden">
        <ReadFileLink
          list="/area-clienti/inviati"
          id={upload.id}
          filetype={upload.filetype}
          title={upload.title}
          className="min-h-11"
        />
        {!received && (
          <Button
            variant="outline"
            className="min-h-11 border-red-700 text-red-700 hover:bg-red-50"
            onPointerEnter={preloadDelete}
            onFocus={preloadDelete}
            onClick={() => onDelete(upload)}
          >
            <Trash2 aria-hidden="true" />
            Elimina<span className="sr-only"> {upload.title}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
