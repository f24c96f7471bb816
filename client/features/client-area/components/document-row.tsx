import { categoryLabel } from '@common/document-categories';
import { fileTypeLabel } from '@common/documents';
import type { ClientDocument } from '@common/schemas/documents';
import { Download } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Progress } from '~/components/ui/progress';
import { ReadFileLink } from '~/features/file-details/components/read-file-link';
import { formatDateTime, isoDateTime } from '~/lib/dates';
import { formatFileSize } from '~/lib/file-size';
import { useDocumentDownload } from '../api/use-document-download';

interface DocumentRowProps {
  doc: ClientDocument;
  selected: boolean;
  onToggle: (id: number) => void;
}

/**
 * One document of the client's list: its box for 'Scarica selezionati', title,
 * 'Nuovo' until first downloaded, category, details and the download button.
 */
export function DocumentRow({ doc, selected, onToggle }: DocumentRowProps) {
  const { state, start } = useDocumentDownload(doc);
  const running = state.phase === 'running';
  const progressId = React.useId();
  const isNew = doc.firstDownloadedAt === null;

  return (
    <li className="p-4 [contain-intrinsic-size:auto_7rem] [content-visibility:auto]">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-1">
          {/* The label widens the box's target to 44 px for a finger. */}
          <label htmlFor={`${progressId}-select`} className="-m-2.5 flex shrink-0 cursor-pointer p-3">
            <Checkbox
              id={`${progressId}-select`}
              checked={selected}
              onCheckedChange={() => onToggle(doc.id)}
            />
            <span className="sr-only">Seleziona {doc.title}</span>
          </label>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h4 className="font-medium break-words text-slate-900">{doc.title}</h4>
              {isNew && (
                <span className="inline-flex items-center rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  Nuovo
                </span>
              )}
              <span className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
                <span className="sr-only">Categoria: </span>
                {categoryLabel(doc.category)}
              </span>
            </div>
            <p className="text-sm text-slate-600">
              Caricato il <time dateTime={isoDateTime(doc.uploadedAt)}>{formatDateTime(doc.uploadedAt)}</time>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {fileTypeLabel(doc.filetype)}, {formatFileSize(doc.size)}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 self-start sm:self-auto">
          <ReadFileLink
            list="/area-clienti/documenti"
            id={doc.id}
            filetype={doc.filetype}
            title={doc.title}
          />
          <Button
            variant="outline"
            icon={<Download aria-hidden="true" />}
            pending={running}
            aria-describedby={running && state.showProgress ? progressId : undefined}
            onClick={() => void start()}
          >
            Scarica<span className="sr-only"> {doc.title}</span>
          </Button>
        </div>
      </div>
      {running && state.showProgress && (
        <div className="mt-3 flex items-center gap-3">
          <Progress value={state.percent} aria-label={`Download di ${doc.title}`} />
          <span id={progressId} className="w-12 shrink-0 text-right text-sm text-slate-700 tabular-nums">
            {state.percent}%
          </span>
        </div>
      )}
      <p role="status" className="sr-only">
        {running
          ? `Download di ${doc.title} in corso`
          : state.phase === 'done'
            ? `${doc.title} scaricato`
            : ''}
      </p>
    </li>
  );
}
