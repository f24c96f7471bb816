import type { RequestItem } from '@common/schemas/document-requests';
import { Download } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useReceivedDownload } from '~/features/admin-client-uploads/api/use-received-download';
import { ReadFileLink } from '~/features/file-details/components/read-file-link';
import { formatShortDateTime, isoDateTime } from '~/lib/dates';
import { formatFileSize } from '~/lib/file-size';

/** One file the client sent for an item, with its download. */
export function RequestFileRow({ file }: { file: RequestItem['files'][number] }) {
  const { state, start } = useReceivedDownload(file);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2">
      <span className="min-w-0 text-sm">
        <span className="block font-medium break-all text-slate-900">{file.filename}</span>
        <span className="text-xs text-slate-600">
          {formatFileSize(file.size)} ·{' '}
          <time dateTime={isoDateTime(file.uploadedAt)}>{formatShortDateTime(file.uploadedAt)}</time>
        </span>
      </span>
      <span className="flex flex-wrap gap-2">
        <ReadFileLink
          list="/admin/ricevuti"
          id={file.id}
          filetype={file.filetype}
          title={file.filename}
          size="sm"
        />
        <Button
          variant="outline"
          size="sm"
          icon={<Download aria-hidden="true" />}
          pending={state.phase === 'running'}
          onClick={() => void start()}
        >
          Scarica<span className="sr-only"> {file.filename}</span>
        </Button>
      </span>
      <p role="status" className="sr-only">
        {state.phase === 'running'
          ? `Download di ${file.filename} in corso`
          : state.phase === 'done'
            ? `${file.filename} scaricato`
            : ''}
      </p>
    </li>
  );
}
