import type { RequestItem } from '@common/schemas/document-requests';
import { FileText, FileX, MessageSquareWarning } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { ReadFileLink } from '~/features/file-details/components/read-file-link';
import { formatFileSize } from '~/lib/file-size';
import { lazyComponent } from '~/lib/lazy-component';
import { canAnswer } from '../requests-view';
import { Heading, type HeadingLevel } from './heading';
import { ItemStateBadge } from './item-state-badge';
import { ItemUpload } from './item-upload';

// Its form and zod come when the client points at the button, not with the area.
const UnavailableDialog = lazyComponent(() =>
  import('./unavailable-dialog').then((m) => m.UnavailableDialog),
);

/** 'Non ho questo documento' and its dialog, new at each opening and kept after it for the focus to return. */
function UnavailableAnswer({ requestId, item }: { requestId: number; item: RequestItem }) {
  const [open, setOpen] = React.useState(false);
  const [openings, setOpenings] = React.useState(0);
  return (
    <>
      <Button
        variant="ghost"
        size="lg"
        className="text-brand-800"
        icon={<FileX aria-hidden="true" />}
        aria-haspopup="dialog"
        onPointerEnter={UnavailableDialog.preload}
        onFocus={UnavailableDialog.preload}
        onClick={() => {
          setOpenings((n) => n + 1);
          setOpen(true);
        }}
      >
        Non ho questo documento<span className="sr-only"> ({item.name})</span>
      </Button>
      {openings > 0 && (
        <React.Suspense>
          <UnavailableDialog
            key={openings}
            requestId={requestId}
            item={item}
            open={open}
            onOpenChange={setOpen}
          />
        </React.Suspense>
      )}
    </>
  );
}

interface RequestItemRowProps {
  requestId: number;
  item: RequestItem;
  level: HeadingLevel;
  limitsId: string;
}

/** One document the firm asks for: what it is, where it stands, what was sent, and the two answers. */
export function RequestItemRow({ requestId, item, level, limitsId }: RequestItemRowProps) {
  const filesId = React.useId();
  return (
    <li className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading level={level} className="min-w-0 font-semibold break-words text-slate-900">
          {item.name}
        </Heading>
        <ItemStateBadge state={item.state} />
      </div>
      {item.hint && <p className="text-sm text-slate-700">{item.hint}</p>}

      {item.state === 'rejected' && item.reviewMessage && (
        <div className="flex gap-3 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950">
          <MessageSquareWarning className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-semibold">Lo studio chiede di rivedere questo documento:</p>
            <p className="break-words whitespace-pre-wrap">{item.reviewMessage}</p>
          </div>
        </div>
      )}
      {item.state === 'unavailable' && (
        <p className="text-sm text-slate-700">
          Hai indicato che non hai questo documento
          {item.note ? (
            <>
              : <span className="break-words whitespace-pre-wrap">«{item.note}»</span>
            </>
          ) : (
            '.'
          )}
        </p>
      )}
      {item.state === 'accepted' && (
        <p className="text-sm text-green-800">Lo studio ha ricevuto e accettato questo documento.</p>
      )}

      {item.files.length > 0 && (
        <div>
          <p id={filesId} className="text-sm font-medium text-slate-700">
            {item.files.length === 1 ? 'File inviato:' : `${item.files.length} file inviati:`}
          </p>
          <ul aria-labelledby={filesId} className="mt-1 grid gap-1">
            {item.files.map((file) => (
              <li key={file.id} className="flex min-w-0 items-start gap-2 text-sm text-slate-900">
                <FileText className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="min-w-0 flex-1 break-all">
                  {file.filename} <span className="text-slate-600">({formatFileSize(file.size)})</span>
                </span>
                <ReadFileLink
                  list="/area-clienti/inviati"
                  id={file.id}
                  filetype={file.filetype}
                  title={file.filename}
                  size="sm"
                />
              </li>
            ))}
          </ul>
        </div>
      )}

      {canAnswer(item) && (
        <ItemUpload requestId={requestId} item={item} limitsId={limitsId}>
          <UnavailableAnswer requestId={requestId} item={item} />
        </ItemUpload>
      )}
    </li>
  );
}
