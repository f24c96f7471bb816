import type { FilePageList } from '@common/routes';
import type { MessageFile } from '@common/schemas/messages';
import { FileText } from 'lucide-react';
import { ReadFileLink } from '~/features/file-details/components/read-file-link';
import { formatFileSize } from '~/lib/file-size';

/** Where each side reads an invoice or a signed file of a message: the page of the list it is in. */
const READ_IN: Record<'client' | 'firm', Record<MessageFile['kind'], FilePageList>> = {
  client: { document: '/area-clienti/documenti', upload: '/area-clienti/inviati' },
  firm: { document: '/admin/documenti', upload: '/admin/ricevuti' },
};

/**
 * A message's files. Each downloads by the route of what it is, which checks the permission and writes the
 * security log: a document of the firm for either side, a client's file for the firm. A client's own
 * file is only named to them, as in 'Invia documenti'.
 */
export function MessageFiles({
  files,
  viewer,
}: {
  files: readonly MessageFile[];
  viewer: 'client' | 'firm';
}) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="File allegati" className="mt-2 grid gap-1">
      {files.map((file) => {
        const href =
          file.kind === 'document'
            ? `/api/documents/${file.id}/download`
            : viewer === 'firm'
              ? `/api/admin/client-uploads/${file.id}/download`
              : null;
        const label = (
          <>
            <FileText className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-words [overflow-wrap:anywhere]">{file.filename}</span>
            <span className="shrink-0 text-slate-700">({formatFileSize(file.size)})</span>
          </>
        );
        return (
          <li key={`${file.kind}-${file.id}`} className="flex min-w-0 flex-wrap items-center gap-1.5 text-sm">
            {href ? (
              <a
                href={href}
                className="flex min-h-9 min-w-0 items-center gap-1.5 font-medium text-brand-800 underline underline-offset-2"
              >
                {label}
              </a>
            ) : (
              label
            )}
            <ReadFileLink
              list={READ_IN[viewer][file.kind]}
              id={file.id}
              filetype={file.filetype}
              title={file.filename}
              size="sm"
            />
          </li>
        );
      })}
    </ul>
  );
}
