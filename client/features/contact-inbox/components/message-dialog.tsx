import { Mail, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { formatShortDateTime, isoDateTime } from '~/lib/dates';
import { useContactMessage, useDeleteContactMessage } from '../api/contact-inbox';
import { DeliveryStatusBadge } from './delivery-status';

/** The reply opens the admin's own mail program, addressed to the visitor. */
function replyLink(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

/** One message, opened from the list (which marks it read); reply or delete from here. */
export function MessageDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data: message, isPending, isError } = useContactMessage(id);
  const remove = useDeleteContactMessage();
  const [confirming, setConfirming] = React.useState(false);

  const close = () => {
    setConfirming(false);
    onClose();
  };

  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="break-words">{message?.subject ?? 'Messaggio'}</DialogTitle>
          <DialogDescription>
            {message ? (
              <>
                Da {message.name} ({message.email}),{' '}
                <time dateTime={isoDateTime(message.createdAt)}>
                  {formatShortDateTime(message.createdAt)}
                </time>
              </>
            ) : isError ? (
              'Errore nel caricamento del messaggio'
            ) : (
              'Caricamento...'
            )}
          </DialogDescription>
        </DialogHeader>

        {message && !isPending && (
          <>
            <div className="max-h-[50dvh] overflow-y-auto rounded-md bg-slate-50 p-4 break-words whitespace-pre-wrap text-slate-900">
              {message.message}
            </div>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              E-mail allo studio: <DeliveryStatusBadge status={message.delivery} />
              {message.sentAt && <span>il {formatShortDateTime(message.sentAt)}</span>}
            </p>
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
                    onClick={() => remove.mutate(message.id, { onSuccess: close })}
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
                <Button asChild>
                  <a href={replyLink(message.email, message.subject)}>
                    <Mail aria-hidden="true" />
                    Rispondi
                  </a>
                </Button>
              </DialogFooter>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
