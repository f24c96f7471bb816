import { CLIENT_UPLOAD_ACCEPT } from '@common/client-uploads';
import type { RequestItem } from '@common/schemas/document-requests';
import { RotateCw, Trash2, TriangleAlert, Upload } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { CameraPickerButton, FilePickerButton } from '~/components/ui/file-drop-zone';
import { LabelledProgress } from '~/components/ui/labelled-progress';
import { type UploadStage, UploadStatusBadge } from '~/components/upload-status-badge';
import { formatFileSize } from '~/lib/file-size';
import type { EntryStatus } from '~/lib/upload-queue/queue-state';
import { useItemUpload } from '../api/use-item-upload';
import { type ItemUploadEntry, itemUploadProgress } from '../item-upload-state';

const stages: Record<EntryStatus, { stage: UploadStage; label: string }> = {
  pending: { stage: 'waiting', label: 'In attesa' },
  sending: { stage: 'running', label: 'Invio in corso' },
  sent: { stage: 'done', label: 'Inviato' },
  error: { stage: 'failed', label: 'Errore' },
};

interface ItemUploadProps {
  requestId: number;
  item: Pick<RequestItem, 'id' | 'name'>;
  /** The card's text on sizes and types, read with the buttons. */
  limitsId: string;
  /** 'Non ho questo documento', beside the buttons on a wide screen. */
  children?: React.ReactNode;
}

/** 'Invia file' and, on a phone, 'Scatta una foto': the picked files go at once, one at a time. */
export function ItemUpload({ requestId, item, limitsId, children }: ItemUploadProps) {
  const { state, running, notice, addFiles, retry, remove } = useItemUpload(requestId, item);
  const progress = itemUploadProgress(state);
  const forItem = <span className="sr-only"> per {item.name}</span>;

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <FilePickerButton
          size="lg"
          accept={CLIENT_UPLOAD_ACCEPT}
          multiple
          icon={<Upload aria-hidden="true" />}
          pending={running}
          aria-describedby={limitsId}
          onFiles={addFiles}
        >
          Invia file{forItem}
        </FilePickerButton>
        <CameraPickerButton multiple pending={running} aria-describedby={limitsId} onFiles={addFiles}>
          Scatta una foto{forItem}
        </CameraPickerButton>
        {children}
      </div>
      {notice && (
        <p role="alert" className="flex gap-2 rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {notice}
        </p>
      )}
      {progress && (
        <LabelledProgress
          label={`Invio del file ${progress.position} di ${progress.count}${progress.name ? `: ${progress.name}` : ''}`}
          percent={progress.percent}
        />
      )}
      {state.entries.length > 0 && (
        <ul aria-label={`File in invio per ${item.name}`} className="grid gap-2">
          {state.entries.map((entry) => (
            <QueuedFileRow
              key={entry.id}
              entry={entry}
              running={running}
              onRetry={() => retry(entry.id)}
              onRemove={() => remove(entry.id)}
            />
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {progress ? `Invio del file ${progress.position} di ${progress.count} per ${item.name}` : ''}
      </p>
    </div>
  );
}

function QueuedFileRow({
  entry,
  running,
  onRetry,
  onRemove,
}: {
  entry: ItemUploadEntry;
  running: boolean;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const messageId = React.useId();
  const message = entry.status === 'error' ? entry.error : null;
  // A file left waiting by a run cut short (the session ended) may be sent again too.
  const waiting = entry.status === 'error' || (entry.status === 'pending' && !running);
  return (
    <li className="grid gap-2 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-all text-slate-900">{entry.file.name}</p>
          <p className="text-sm text-slate-600">{formatFileSize(entry.file.size)}</p>
        </div>
        <UploadStatusBadge {...stages[entry.status]} />
      </div>
      {message && (
        <p id={messageId} className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      {waiting && (
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="outline"
            className="min-h-11"
            icon={<RotateCw aria-hidden="true" />}
            pending={running}
            aria-describedby={message ? messageId : undefined}
            onClick={onRetry}
          >
            Riprova<span className="sr-only"> l&apos;invio di {entry.file.name}</span>
          </Button>
          <Button
            variant="ghost"
            className="min-h-11 text-red-700 hover:bg-red-50"
            icon={<Trash2 aria-hidden="true" />}
            pending={running}
            onClick={onRemove}
          >
            Rimuovi<span className="sr-only"> {entry.file.name}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
