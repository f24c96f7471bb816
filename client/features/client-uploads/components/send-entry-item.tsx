import { CATEGORY_REQUIRED, type DocumentCategory, yearOptions } from '@common/document-categories';
import { DOCUMENT_TITLE_MAX } from '@common/documents';
import { RotateCw, Trash2 } from 'lucide-react';
import * as React from 'react';
import { CategoryOptions } from '~/components/category-year-options';
import { PickedFile } from '~/components/picked-file';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { LabelledProgress } from '~/components/ui/labelled-progress';
import { NativeSelect } from '~/components/ui/native-select';
import { missingField, type SendAction, type SendEntry, TITLE_REQUIRED_MESSAGE } from '../send-queue-state';
import { SendStatusBadge } from './send-status-badge';

interface SendEntryItemProps {
  entry: SendEntry;
  running: boolean;
  /** 'Invia' was refused: a missing title or category says so. */
  markMissing: boolean;
  /** This file's own progress while it is being sent. */
  percent: number | null;
  dispatch: React.Dispatch<SendAction>;
  onRemove: (id: number) => void;
  onRetry: (id: number) => void;
}

/** One file of the queue: its title, category and year, its state, and its buttons. */
export function SendEntryItem({
  entry,
  running,
  markMissing,
  percent,
  dispatch,
  onRemove,
  onRetry,
}: SendEntryItemProps) {
  const id = React.useId();
  const { id: entryId, file, status, problem } = entry;
  const locked = running || status === 'sending' || status === 'sent' || problem !== null;
  const missing = markMissing && !locked ? missingField(entry) : null;
  const messageId = `${id}-message`;
  const titleErrorId = `${id}-title-error`;
  const categoryErrorId = `${id}-category-error`;
  const message = problem ?? (status === 'error' ? entry.error : null);
  const forFile = <span className="sr-only"> per {file.name}</span>;

  return (
    <li className="grid gap-3 p-4" data-entry={entryId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <PickedFile file={file} />
        <SendStatusBadge status={status} invalid={problem !== null} />
      </div>

      {problem === null && (
        <div className="grid gap-3 sm:grid-cols-[2fr_1.5fr_1fr]">
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-title`}>Titolo{forFile}</Label>
            <Input
              id={`${id}-title`}
              value={entry.title}
              maxLength={DOCUMENT_TITLE_MAX}
              autoComplete="off"
              disabled={locked}
              aria-invalid={missing === 'title'}
              aria-describedby={
                [missing === 'title' ? titleErrorId : null, message ? messageId : null]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              onChange={(event) => dispatch({ type: 'setTitle', id: entryId, title: event.target.value })}
            />
            {missing === 'title' && (
              <p id={titleErrorId} className="text-sm font-medium text-red-700">
                {TITLE_REQUIRED_MESSAGE}
              </p>
            )}
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-category`}>Categoria{forFile}</Label>
            <NativeSelect
              id={`${id}-category`}
              value={entry.category}
              required
              disabled={locked}
              aria-invalid={missing === 'category'}
              aria-describedby={missing === 'category' ? categoryErrorId : undefined}
              onChange={(event) =>
                dispatch({
                  type: 'setCategory',
                  id: entryId,
                  category: event.target.value as DocumentCategory | '',
                })
              }
            >
              <CategoryOptions placeholder="Scegli una categoria" />
            </NativeSelect>
            {missing === 'category' && (
              <p id={categoryErrorId} className="text-sm font-medium text-red-700">
                {CATEGORY_REQUIRED}
              </p>
            )}
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-year`}>Anno{forFile}</Label>
            <NativeSelect
              id={`${id}-year`}
              value={String(entry.year)}
              disabled={locked}
              onChange={(event) =>
                dispatch({ type: 'setYear', id: entryId, year: Number(event.target.value) })
              }
            >
              {yearOptions().map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}

      {status === 'sending' && percent !== null && (
        <LabelledProgress label={<>Invio di {entry.title}</>} percent={percent} />
      )}
      {message && (
        <p id={messageId} className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        {status === 'error' && problem === null && (
          <Button
            variant="outline"
            className="min-h-11"
            data-retry={entryId}
            aria-disabled={running}
            aria-describedby={messageId}
            onClick={() => {
              if (!running) onRetry(entryId);
            }}
          >
            <RotateCw aria-hidden="true" />
            Riprova<span className="sr-only"> l&apos;invio di {file.name}</span>
          </Button>
        )}
        <Button
          variant="ghost"
          className="min-h-11 text-red-700 hover:bg-red-50"
          disabled={running || status === 'sending' || status === 'sent'}
          aria-describedby={problem ? messageId : undefined}
          onClick={() => onRemove(entryId)}
        >
          <Trash2 aria-hidden="true" />
          Rimuovi<span className="sr-only"> {file.name}</span>
        </Button>
      </div>
    </li>
  );
}
