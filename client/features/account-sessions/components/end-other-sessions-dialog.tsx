import { LogOut } from 'lucide-react';
import * as React from 'react';
import { Checkbox } from '~/components/ui/checkbox';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Label } from '~/components/ui/label';
import { useUser } from '~/features/auth/api/use-user';
import { errorText } from '~/lib/api-client';
import { useEndOtherSessions } from '../api/use-sessions';

interface EndOtherSessionsDialogProps {
  /** How many other sessions the list shows. */
  count: number;
  /** Where the focus goes once they are ended: the button that opened the dialog is gone. */
  onEnded: () => void;
  /** The button that opened it: drawn first by EndOtherSessions, so the dialog opens at once. */
  trigger: React.ReactNode;
}

/** The confirmation of 'Termina tutte le altre sessioni', with the checkbox for the passkeys. */
export function EndOtherSessionsDialog({ count, onEnded, trigger }: EndOtherSessionsDialogProps) {
  const [open, setOpen] = React.useState(true);
  const endOthers = useEndOtherSessions();
  const ended = React.useRef(false);
  const [removePasskeys, setRemovePasskeys] = React.useState(false);
  const pending = endOthers.isPending;
  // What else works without a sign-in, and goes with the passkeys: an admin's tokens, a client's calendar.
  const lasting =
    useUser().data?.role === 'admin'
      ? ' Anche i token di accesso che hai creato verranno revocati.'
      : " Anche l'indirizzo del calendario delle scadenze verrà disattivato.";

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        endOthers.reset();
        setRemovePasskeys(false);
        setOpen(next);
      }}
      trigger={trigger}
      onCloseAutoFocus={(event) => {
        if (!ended.current) return;
        ended.current = false;
        event.preventDefault();
        onEnded();
      }}
      title="Terminare tutte le altre sessioni?"
      description={
        <>
          {count === 1
            ? "L'altro browser collegato al tuo account verrà disconnesso"
            : `Gli altri ${count} browser collegati al tuo account verranno disconnessi`}
          : per usarli bisognerà accedere di nuovo con la password. Su questo dispositivo resti connesso.
        </>
      }
      error={
        endOthers.isError
          ? errorText(endOthers.error, 'Sessioni non terminate: riprova tra qualche istante.')
          : null
      }
      confirmLabel="Termina le altre sessioni"
      confirmIcon={<LogOut aria-hidden="true" />}
      pending={pending}
      onConfirm={() =>
        endOthers.mutate(
          { removePasskeys },
          {
            onSuccess: () => {
              ended.current = true;
              setOpen(false);
            },
          },
        )
      }
    >
      <div className="flex items-start gap-3">
        <Checkbox
          id="end-others-remove-passkeys"
          checked={removePasskeys}
          disabled={pending}
          onCheckedChange={(next) => setRemovePasskeys(next === true)}
          aria-describedby="end-others-remove-passkeys-hint"
          className="mt-0.5"
        />
        <div className="grid gap-0.5">
          <Label htmlFor="end-others-remove-passkeys">Rimuovi anche tutte le mie passkey</Label>
          <p id="end-others-remove-passkeys-hint" className="text-sm text-slate-600">
            Se hai perso un dispositivo su cui avevi una passkey, o non le riconosci tutte: servirà di nuovo
            la password per accedere.{lasting}
          </p>
        </div>
      </div>
    </ConfirmDialog>
  );
}
