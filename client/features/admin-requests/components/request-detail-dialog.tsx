import { romeToday } from '@common/calendar-date';
import type { RequestSummary } from '@common/schemas/document-requests';
import { Trash2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DialogShell } from '~/components/ui/dialog-shell';
import { FormAlert } from '~/components/ui/form-alert';
import { LoadingStatus } from '~/components/ui/loading-status';
import { errorText } from '~/lib/api-client';
import { useReturnFocus } from '~/lib/use-return-focus';
import { useAdminRequest, useDeleteRequest, useReviewItem } from '../api/admin-requests';
import { dueText, progressLabel } from '../request-progress';
import { RequestConversation } from './request-conversation';
import { RequestItemCard } from './request-item-card';
import { RequestStateBadge } from './request-state-badge';

interface RequestDetailDialogProps {
  /** The row that was opened (its title shows while the detail loads); null when closed. */
  summary: RequestSummary | null;
  onClose: () => void;
  /** Where the focus goes once the request is deleted (its row is gone). */
  onDeleted: () => void;
}

/** One request in full: its items with the files and the firm's review, its conversation, and its deletion. */
export function RequestDetailDialog({ summary, onClose, onDeleted }: RequestDetailDialogProps) {
  const id = summary?.id ?? null;
  const query = useAdminRequest(id);
  const review = useReviewItem(id ?? 0);
  const remove = useDeleteRequest();
  const [confirming, setConfirming] = React.useState(false);
  const deleted = React.useRef(false);
  const returnFocus = useReturnFocus();
  const request = query.data?.id === id ? query.data : undefined;
  const shown = request ?? summary;
  const due = shown ? dueText(shown.dueDate, shown.state, romeToday()) : null;

  const close = () => {
    setConfirming(false);
    remove.reset();
    onClose();
  };

  return (
    <DialogShell
      open={summary !== null}
      onOpenChange={(open) => !open && close()}
      title={shown?.title ?? 'Richiesta'}
      description={
        shown && due
          ? `${shown.clientName} · scadenza ${due.date}${due.left ? ` (${due.left.toLowerCase()})` : ''}`
          : ''
      }
      className="max-w-3xl"
      onOpenAutoFocus={returnFocus.onOpenAutoFocus}
      onCloseAutoFocus={(event) => {
        if (!deleted.current) return returnFocus.onCloseAutoFocus(event);
        event.preventDefault();
        deleted.current = false;
        onDeleted();
      }}
    >
      {shown && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-800">
          <RequestStateBadge state={shown.state} />
          <span>{progressLabel(shown.answered, shown.total)} documenti ricevuti</span>
        </div>
      )}
      {query.isPending ? (
        <LoadingStatus>Caricamento della richiesta...</LoadingStatus>
      ) : !request ? (
        <FormAlert>{errorText(query.error, 'Errore nel caricamento della richiesta')}</FormAlert>
      ) : (
        <div className="grid gap-6">
          {request.message && (
            <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
              <p className="font-medium text-slate-900">Messaggio al cliente</p>
              <p className="mt-1 whitespace-pre-line">{request.message}</p>
            </div>
          )}
          <section aria-labelledby="request-items-heading" className="grid gap-3">
            <h3 id="request-items-heading" className="font-semibold text-slate-900">
              Documenti richiesti
            </h3>
            <ul className="grid gap-3">
              {request.items.map((item) => (
                <RequestItemCard
                  key={item.id}
                  item={item}
                  reviewing={review.isPending && review.variables?.itemId === item.id}
                  onReview={(input, done) => review.mutate(input, { onSuccess: done })}
                />
              ))}
            </ul>
          </section>
          <RequestConversation request={request} />
          {/* Inside the dialog: the confirmation is a layer above it, and Cancel gives the focus back to its button. */}
          <div className="border-t border-slate-200 pt-4">
            <ConfirmDialog
              trigger={
                <Button
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  icon={<Trash2 aria-hidden="true" />}
                >
                  Elimina richiesta
                </Button>
              }
              open={confirming}
              onOpenChange={(open) => {
                setConfirming(open);
                if (!open) remove.reset();
              }}
              title="Eliminare la richiesta?"
              description={`La richiesta «${request.title}» a ${request.clientName} verrà eliminata con le sue voci. I file già inviati dal cliente restano in «Documenti ricevuti», la conversazione in «Messaggi».`}
              error={
                remove.error
                  ? errorText(remove.error, 'Richiesta non eliminata: riprova tra qualche istante.')
                  : null
              }
              confirmLabel="Elimina richiesta"
              confirmIcon={<Trash2 aria-hidden="true" />}
              pending={remove.isPending}
              onConfirm={() => {
                remove.mutate(request, {
                  onSuccess: () => {
                    deleted.current = true;
                    close();
                  },
                });
              }}
            />
          </div>
        </div>
      )}
    </DialogShell>
  );
}
