import { LogOut } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Label } from '~/components/ui/label';
import { errorText } from '~/lib/api-client';
import { useEndOtherSessions } from '../api/use-sessions';

interface EndOtherSessionsDialogProps {
  /** How many other sessions the list shows. */
  count: number;
  /** Where the focus goes once they are ended: the button that opened the dialog is gone. */
  onEnded: () => void;
}

/** 'Termina tutte le altre sessioni' and its confirmation. */
export function EndOtherSessionsDialog({ count, onEnded }: EndOtherSessionsDialogProps) {
  const [open, setOpen] = React.useState(false);
  const endOthers = useEndOtherSessions();
  const ended = React.useRef(false);
  const [removePasskeys, setRemovePasskeys] = React.useState(false);
  const pending = endOthers.isPending;

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        endOthers.reset();
        setRemovePasskeys(false);
        setOpen(next);
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button variant="outline" className="w-full whitespace-normal sm:w-auto">
          <LogOut aria-hidden="true" />
          Termina tutte le altre sessioni
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-white p-6 text-slate-900 shadow-xl"
          onCloseAutoFocus={(event) => {
            if (!ended.current) return;
            ended.current = false;
            event.preventDefault();
            onEnded();
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold">
            Terminare tutte le altre sessioni?
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">
            {count === 1
              ? "L'altro browser collegato al tuo account verrà disconnesso"
              : `Gli altri ${count} browser collegati al tuo account verranno disconnessi`}
            : per usarli bisognerà accedere di nuovo con la password. Su questo dispositivo resti connesso.
          </AlertDialog.Description>
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
                Se hai perso un dispositivo su cui avevi una passkey, o non le riconosci tutte: servirà di
                nuovo la password per accedere.
              </p>
            </div>
          </div>
          {endOthers.isError && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
              {errorText(endOthers.error, 'Sessioni non terminate: riprova tra qualche istante.')}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                Annulla
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant="destructive"
              icon={<LogOut aria-hidden="true" />}
              pending={pending}
              onClick={() =>
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
              Termina le altre sessioni
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
