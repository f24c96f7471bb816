import { categoryLabel } from '@common/document-categories';
import { fileTypeLabel } from '@common/documents';
import type { AdminDocument } from '@common/schemas/documents';
import { Checkbox } from '~/components/ui/checkbox';
import { DataTable } from '~/components/ui/data-table';
import { ReadFileLink } from '~/features/file-details/components/read-file-link';
import { formatShortDateTime, isoDateTime } from '~/lib/dates';
import { selectAllState } from '~/lib/selection';
import { cn } from '~/lib/utils';

interface DocumentsTableProps {
  documents: readonly AdminDocument[];
  /** The client and email columns appear only when every client is shown. */
  showClient: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
}

const typeBadge: Record<ReturnType<typeof fileTypeLabel>, string> = {
  PDF: 'bg-red-50 text-red-800',
  Word: 'bg-brand-50 text-brand-800',
  TXT: 'bg-slate-100 text-slate-800',
  File: 'bg-amber-50 text-amber-900',
};

export function DocumentsTable({
  documents,
  showClient,
  selected,
  onToggle,
  onToggleAll,
}: DocumentsTableProps) {
  const allState = selectAllState(
    selected,
    documents.map((d) => d.id),
  );
  return (
    <DataTable
      caption="Documenti caricati, dal più recente"
      className={showClient ? 'min-w-[64rem]' : 'min-w-[48rem]'}
      selectAll={{ checked: allState, onToggle: onToggleAll, label: 'Seleziona tutti i documenti' }}
      columns={[
        'Titolo',
        ...(showClient ? ['Cliente', 'Email'] : []),
        'Categoria',
        'Anno',
        'Tipo',
        'Data caricamento',
        'Download',
      ]}
    >
      {documents.map((doc) => {
        const label = fileTypeLabel(doc.filetype);
        const checked = selected.has(doc.id);
        return (
          <tr key={doc.id} className={cn(checked && 'bg-brand-50/60')}>
            <td data-select className="px-4 py-3">
              <Checkbox
                checked={checked}
                onCheckedChange={() => onToggle(doc.id)}
                aria-label={`Seleziona ${doc.title}`}
                className="align-middle"
              />
            </td>
            <th scope="row" className="min-w-40 px-4 py-3 font-medium break-words text-slate-900">
              {doc.title}
              <span className="block text-xs font-normal break-all text-slate-600">{doc.filename}</span>
              <ReadFileLink
                list="/admin/documenti"
                id={doc.id}
                filetype={doc.filetype}
                title={doc.title}
                size="sm"
                className="mt-2"
              />
            </th>
            {showClient && (
              <>
                <td data-label="Cliente" className="px-4 py-3 text-slate-900">
                  {doc.userName}
                </td>
                <td data-label="Email" className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {doc.userEmail}
                </td>
              </>
            )}
            <td data-label="Categoria" className="px-4 py-3 text-slate-900">
              {categoryLabel(doc.category)}
            </td>
            <td data-label="Anno" className="px-4 py-3 text-slate-900 tabular-nums">
              {doc.year}
            </td>
            <td data-label="Tipo" className="px-4 py-3">
              <span
                className={cn(
                  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  typeBadge[label],
                )}
              >
                {label}
              </span>
            </td>
            <td data-label="Data caricamento" className="px-4 py-3 whitespace-nowrap text-slate-700">
              <time dateTime={isoDateTime(doc.uploadedAt)}>{formatShortDateTime(doc.uploadedAt)}</time>
            </td>
            <td data-label="Download" className="px-4 py-3 text-slate-700">
              {doc.firstDownloadedAt ? (
                <>
                  Scaricato il{' '}
                  <time className="whitespace-nowrap" dateTime={isoDateTime(doc.firstDownloadedAt)}>
                    {formatShortDateTime(doc.firstDownloadedAt)}
                  </time>
                </>
              ) : (
                <span className="text-slate-600">Non ancora scaricato</span>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
