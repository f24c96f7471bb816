import { categoryLabel } from '@common/document-categories';
import { requestItemStateLabels } from '@common/document-requests';
import type { RequestItem } from '@common/schemas/document-requests';
import { Check, Undo2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import type { ReviewInput } from '../api/admin-requests';
import { itemActions } from '../request-progress';
import { RejectItemForm } from './reject-item-form';
import { RequestFileRow } from './request-file-row';
import { ItemStateBadge } from './request-state-badge';

interface RequestItemCardProps {
  item: RequestItem;
  /** The review of this item is on its way: its buttons wait. */
  reviewing: boolean;
  onReview: (input: ReviewInput, done: () => void) => void;
}

/** One item of the checklist: what was asked, what the client answered, and the firm's review. */
export function RequestItemCard({ item, reviewing, onReview }: RequestItemCardProps) {
  const [rejecting, setRejecting] = React.useState(false);
  const rejectButton = React.useRef<HTMLButtonElement>(null);
  const actions = itemActions(item.state);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const [told, setTold] = React.useState('');

  // The pressed button goes away with the new state: the focus goes to the item, and the new state is read out.
  const reviewed = (state: 'accepted' | 'rejected') => {
    setRejecting(false);
    setTold(`${item.name}: ${requestItemStateLabels[state].toLowerCase()}`);
    requestAnimationFrame(() => heading.current?.focus({ preventScroll: true }));
  };

  const closeReject = () => {
    setRejecting(false);
    // The form goes away: the focus goes back to the button that opened it, when it is still there.
    requestAnimationFrame(() => rejectButton.current?.focus());
  };

  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 ref={heading} tabIndex={-1} className="font-semibold break-words text-slate-900">
            {item.name}
          </h4>
          <p className="text-xs text-slate-600">{categoryLabel(item.category)}</p>
        </div>
        <ItemStateBadge state={item.state} />
      </div>
      {item.hint && <p className="text-sm text-slate-700">{item.hint}</p>}
      {item.state === 'unavailable' && (
        <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-950">
          <span className="font-medium">Il cliente non ha questo documento.</span>
          {item.note && <span className="block whitespace-pre-line">Nota: {item.note}</span>}
        </p>
      )}
      {item.state === 'rejected' && item.reviewMessage && (
        <p className="rounded-md bg-red-50 p-2 text-sm whitespace-pre-line text-red-900">
          <span className="font-medium">Rimandato al cliente: </span>
          {item.reviewMessage}
        </p>
      )}
      {item.files.length > 0 && (
        <ul className="grid gap-1.5" aria-label={`File inviati per ${item.name}`}>
          {item.files.map((file) => (
            <RequestFileRow key={file.id} file={file} />
          ))}
        </ul>
      )}
      {(actions.accept || actions.reject) && !rejecting && (
        <div className="flex flex-wrap gap-2">
          {actions.accept && (
            <Button
              size="sm"
              icon={<Check aria-hidden="true" />}
              pending={reviewing}
              onClick={() => onReview({ itemId: item.id, state: 'accepted' }, () => reviewed('accepted'))}
            >
              Accetta<span className="sr-only"> {item.name}</span>
            </Button>
          )}
          {actions.reject && (
            <Button
              ref={rejectButton}
              variant="outline"
              size="sm"
              icon={<Undo2 aria-hidden="true" />}
              aria-disabled={reviewing}
              onClick={() => !reviewing && setRejecting(true)}
            >
              Da rivedere<span className="sr-only"> {item.name}</span>
            </Button>
          )}
        </div>
      )}
      {rejecting && (
        <RejectItemForm
          itemName={item.name}
          pending={reviewing}
          onCancel={closeReject}
          onSubmit={(message) =>
            onReview({ itemId: item.id, state: 'rejected', message }, () => reviewed('rejected'))
          }
        />
      )}
      <p role="status" className="sr-only">
        {told}
      </p>
    </li>
  );
}
