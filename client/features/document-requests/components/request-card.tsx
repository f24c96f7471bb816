import { daysLeftLabel, formatCalendarDate } from '@common/calendar-date';
import { CLIENT_UPLOAD_TYPES_TEXT, MAX_FILES_PER_BATCH } from '@common/client-uploads';
import type { DocumentRequest } from '@common/schemas/document-requests';
import { CalendarClock, CircleCheck, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { Progress } from '~/components/ui/progress';
import { WriteToFirmLink } from '~/features/messages/components/write-to-firm-link';
import { cn } from '~/lib/utils';
import { isOverdue, progressPercent, progressText } from '../requests-view';
import { deeper, Heading, type HeadingLevel } from './heading';
import { RequestItemRow } from './request-item';

interface RequestCardProps {
  request: DocumentRequest;
  today: string;
  level: HeadingLevel;
}

/** One request of the firm: its due date, its progress, its message, its documents and its thread. */
export function RequestCard({ request, today, level }: RequestCardProps) {
  const id = React.useId();
  const titleId = `${id}-title`;
  const progressId = `${id}-progress`;
  const limitsId = `${id}-limits`;
  const complete = request.state === 'complete';
  const overdue = isOverdue(request, today);
  const inner = deeper(level);

  return (
    <article
      aria-labelledby={titleId}
      // Where its conversation in 'Messaggi' links back to.
      id={`richiesta-${request.id}`}
      className={cn(
        'rounded-xl border bg-white p-4 shadow-sm sm:p-6',
        overdue ? 'border-red-300' : complete ? 'border-green-300' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading
          level={level}
          id={titleId}
          className="min-w-0 text-lg font-semibold break-words text-slate-900"
        >
          {request.title}
        </Heading>
        {overdue && (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-1 text-sm font-semibold text-red-800 [&_svg]:size-4">
            <TriangleAlert aria-hidden="true" />
            Scaduta
          </span>
        )}
        {complete && (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-1 text-sm font-semibold text-green-800 [&_svg]:size-4">
            <CircleCheck aria-hidden="true" />
            Completa
          </span>
        )}
      </div>

      <p className="mt-2 flex flex-wrap items-center gap-x-2 text-slate-700">
        <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
        <span>
          entro il <time dateTime={request.dueDate}>{formatCalendarDate(request.dueDate)}</time>
        </span>
        {!complete && (
          <span className={cn('font-semibold', overdue ? 'text-red-700' : 'text-slate-900')}>
            · {daysLeftLabel(request.dueDate, today)}
          </span>
        )}
      </p>

      <div className="mt-4">
        <p id={progressId} className="text-sm text-slate-700">
          Completati:{' '}
          <span className="font-semibold text-slate-900 tabular-nums">{progressText(request)}</span>
        </p>
        <Progress
          value={progressPercent(request)}
          aria-labelledby={progressId}
          getValueLabel={() => `${progressText(request)} completati`}
          className="mt-1.5"
        />
      </div>

      {complete && (
        <p className="mt-4 rounded-md bg-green-50 p-3 text-green-900">
          Hai risposto a tutto: grazie! Lo studio controllerà i documenti e ti scriverà qui se serve altro.
        </p>
      )}
      {request.message && (
        <div className="mt-4 rounded-md bg-slate-50 p-3">
          <p className="text-sm font-medium text-slate-700">Messaggio dello studio</p>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{request.message}</p>
        </div>
      )}

      <p id={limitsId} className="mt-4 text-sm text-slate-700">
        Per ogni documento invia uno o più file (fino a {MAX_FILES_PER_BATCH} alla volta, al massimo 10 MB
        ciascuno: {CLIENT_UPLOAD_TYPES_TEXT}) oppure, dal telefono, una foto. Se non lo hai, dillo allo studio
        con «Non ho questo documento».
      </p>
      <ul
        aria-label={`Documenti richiesti per ${request.title}`}
        className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200"
      >
        {request.items.map((item) => (
          <RequestItemRow
            key={item.id}
            requestId={request.id}
            item={item}
            level={inner}
            limitsId={limitsId}
          />
        ))}
      </ul>

      <div className="mt-4">
        <WriteToFirmLink
          about="richiesta"
          id={request.id}
          title={request.title}
          threadId={request.threadId}
        />
      </div>
    </article>
  );
}
