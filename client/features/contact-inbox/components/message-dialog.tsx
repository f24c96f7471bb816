import { Mail, Trash2, Undo2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { DialogFooter } from '~/components/ui/dialog';
import { DialogShell } from '~/components/ui/dialog-shell';
import { formatShortDateTime, isoDateTime } from '~/lib/dates';
import { useContactMessage, useDeleteContactMessage, useRestoreContactMessage } from '../api/contact-inbox';
import { spamReasonLabels } from '../spam-reasons';
import { DeliveryStatusBadge } from './delivery-status';

/** The reply opens the admin's own mail program, addressed to the visitor. */
function replyLink(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

/**
 * One message, opened from either list (which marks it read); reply or delete from here, or,
 * for spam, restore it to the inbox. `onGone` takes the focus when the message left its list.
 */
export function MessageDialog({
  id,
  onClose,
  onGone,
}: {
  id: number | null;
  onClose: () => void;
  onGone: () => void;
}) {
  const { data: message, isPending, isError } = useContactMessage(id);
  const remove = useDeleteContactMessage();
  const restore = useRestoreContactMessage();
  const [confirming, setConfirming] = React.useState(false);
  // The button that opened the dialog went with the message's row: focus cannot return to it.
  const gone = React.useRef(false);

  const close = () => {
    setConfirming(false);
    onClose();
  };
  const closeGone = () => {
    gone.current = true;
    close();
  };

  return (
    <DialogShell
      open={id !== null}
      onOpenChange={(open) => !open && close()}
      className="max-w-2xl"
      onCloseAutoFocus={(event) => {
        if (!gone.current) return;
        gone.current = false;
        event.preventDefault();
        onGone();
      }}
      title={message?.subject ?? 'Messaggio'}
      titleClassName="break-words"
      description={
        message ? (
          <>
            Da {message.name} ({message.email}),{' '}
            <time dateTime={isoDateTime(message.createdAt)}>{formatShortDateTime(message.createdAt)}</time>
          </>
        ) : isError ? (
          'Errore nel caricamento del messaggio'
        ) : (
          'Caricamento...'
        )
      }
    >
      {message && !isPending && (
        <>
          <div className="max-h-[50dvh] overflow-y-auto rounded-md bg-slate-50 p-4 break-words whitespace-pre-wrap text-slate-900">
            {message.message}
          </div>
          {message.spamReason ? (
            <p className="text-sm text-slate-700">
              Spam: {spamReasonLabels[message.spamReason]}. Nessuna e-mail è partita per questo messaggio.
            </p>
          ) : (
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              E-mail allo studio: <DeliveryStatusBadge status={message.delivery} />
              {message.sentAt && <span>il {formatShortDateTime(message.sentAt)}</span>}
            </p>
          )}
          {confirming ? (
            <div className="grid gap-3 rounded-md bg-red-50 p-4">
              <p className="font-medium text-red-900">Eliminare definitivamente questo messaggio?</p>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                {/* The button that opened this step is gone: focus lands on the safe choice. */}
                <Button variant="outline" autoFocus onClick={() => setConfirming(false)}>
                  Annulla
                </Button>
                <Button
                  variant="destructive"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(message.id, { onSuccess: closeGone })}
                >
                  Elimina definitivamente
                </Button>
              </div>
            </div>
          ) : (
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" />
                Elimina
              </Button>
              {message.spamReason ? (
                <Button
                  aria-disabled={restore.isPending || undefined}
                  className="aria-disabled:opacity-50"
                  onClick={() => {
                    if (!restore.isPending) restore.mutate(message.id, { onSuccess: closeGone });
                  }}
                >
                  <Undo2 aria-hidden="true" />
                  Ripristina
                </Button>
              ) : (
                <Button asChild>
                  <a href={replyLink(message.email, message.subject)}>
                    <Mail aria-hidden="true" />
                    Rispondi
                  </a>
                </Button>
              )}
            </DialogFooter>
          )}
        </>
      )}
    </DialogShell>
  );
}
