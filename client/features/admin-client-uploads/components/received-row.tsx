import { categoryLabel } from '@common/document-categories';
import type { AdminClientUpload } from '@common/schemas/client-uploads';
import { Archive, ArchiveRestore, Download } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Progress } from '~/components/ui/progress';
import { ReadFileLink } from '~/features/file-details/components/read-file-link';
import { formatShortDateTime, isoDateTime } from '~/lib/dates';
import { formatFileSize } from '~/lib/file-size';
import { cn } from '~/lib/utils';
import { useReceivedDownload } from '../api/use-received-download';
import { NoteText } from './note-text';
import { UploadStateBadge } from './upload-state-badge';

interface ReceivedRowProps {
  item: AdminClientUpload;
  selected: boolean;
  /** An archive or restore is on its way: the state buttons wait. */
  changing: boolean;
  onToggle: (id: number) => void;
  onSetState: (id: number, state: 'archived' | 'seen') => void;
}

const td = 'px-2.5 py-3 align-top';

/** One received file: its box, what it is and who sent it, and its actions. */
export function ReceivedRow({ item, selected, changing, onToggle, onSetState }: ReceivedRowProps) {
  const { state, start } = useReceivedDownload(item);
  const running = state.phase === 'running';
  const progressId = React.useId();
  const isNew = item.state === 'new';
  const archived = item.state === 'archived';

  return (
    <tr className={cn(selected && 'bg-brand-50/60')}>
      <td data-select className={td}>
        <Checkbox
          checked={selected}
          onCheckedChange={() => onToggle(item.id)}
          aria-label={`Seleziona ${item.title}`}
          className="mt-0.5"
        />
      </td>
      <th
        scope="row"
        className={cn(
          td,
          'min-w-40 text-left break-words text-slate-900',
          isNew ? 'font-semibold' : 'font-medium',
        )}
      >
        {item.title}
        <span className="block text-xs font-normal break-all text-slate-600">{item.filename}</span>
        {item.requestItem && (
          <span className="mt-1 block text-xs font-normal break-words text-brand-800">
            Per: {item.requestItem.requestTitle} – {item.requestItem.itemName}
          </span>
        )}
      </th>
      <td data-label="Cliente" className={cn(td, 'min-w-28 text-slate-900')}>
        {item.userName}
      </td>
      <td data-label="Categoria" className={cn(td, 'text-slate-900')}>
        {categoryLabel(item.category)}
      </td>
      <td data-label="Anno" className={cn(td, 'text-slate-900 tabular-nums')}>
        {item.year}
      </td>
      <td data-label="Nota" className={cn(td, 'max-w-52 min-w-36 text-slate-800')}>
        <NoteText note={item.note} />
      </td>
      <td data-label="Dimensione" className={cn(td, 'whitespace-nowrap text-slate-700')}>
        {formatFileSize(item.size)}
      </td>
      <td data-label="Data" className={cn(td, 'whitespace-nowrap text-slate-700')}>
        <time dateTime={isoDateTime(item.uploadedAt)}>{formatShortDateTime(item.uploadedAt)}</time>
      </td>
      <td data-label="Stato" className={td}>
        <UploadStateBadge state={item.state} />
      </td>
      <td className={td}>
        <div className="grid gap-1.5">
          <Button
            variant="outline"
            size="sm"
            className="justify-start"
            icon={<Download aria-hidden="true" />}
            pending={running}
            aria-describedby={running ? progressId : undefined}
            onClick={() => void start()}
          >
            Scarica<span className="sr-only"> {item.title}</span>
          </Button>
          <ReadFileLink
            list="/admin/ricevuti"
            id={item.id}
            filetype={item.filetype}
            title={item.title}
            size="sm"
            className="justify-start"
          />
          <Button
            variant="ghost"
            size="sm"
            className="justify-start aria-disabled:opacity-60"
            aria-disabled={changing}
            onClick={() => {
              if (!changing) onSetState(item.id, archived ? 'seen' : 'archived');
            }}
          >
            {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
            {archived ? 'Ripristina' : 'Archivia'}
            <span className="sr-only"> {item.title}</span>
          </Button>
        </div>
        {running && (
          <div className="mt-2 flex items-center gap-2">
            <Progress value={state.percent} aria-label={`Download di ${item.title}`} />
            <span id={progressId} className="w-10 shrink-0 text-right text-xs text-slate-700 tabular-nums">
              {state.percent}%
            </span>
          </div>
        )}
        <p role="status" className="sr-only">
          {running
            ? `Download di ${item.title} in corso`
            : state.phase === 'done'
              ? `${item.title} scaricato`
              : ''}
        </p>
      </td>
    </tr>
  );
}
