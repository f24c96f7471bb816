import { lastingKeysWarning } from '@common/ended-keys';
import type { AdminUser } from '@common/schemas/admin-users';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Label } from '~/components/ui/label';
import { useReturnFocus } from '~/lib/use-return-focus';
import { useRequireTwoFactor, useResetTwoFactor } from '../api/two-factor-admin';
import { UserPasskeys } from './user-passkeys';

interface AccountAccessDialogProps {
  user: AdminUser | null;
  onClose: () => void;
}

/** How a user signs in, and what the firm can do about it: ask for a second factor, reset a lost one, remove a passkey. */
export function AccountAccessDialog({ user, onClose }: AccountAccessDialogProps) {
  const requireIt = useRequireTwoFactor();
  const reset = useResetTwoFactor();
  // Opened from a row's button, not a Trigger: Radix alone would drop the focus on close.
  const returnFocus = useReturnFocus();
  const busy = requireIt.isPending || reset.isPending;

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent {...returnFocus}>
        <DialogHeader>
          <DialogTitle className="break-all">Accesso di {user?.username}</DialogTitle>
          <DialogDescription>
            Verifica in due passaggi, passkey e sessioni di {user?.fullName}.
          </DialogDescription>
        </DialogHeader>
        {user && (
          <div className="grid gap-5">
            <p className="flex items-center gap-2 font-medium text-slate-900">
              {user.twoFactorEnabled ? (
                <ShieldCheck className="size-5 text-green-700" aria-hidden="true" />
              ) : (
                <ShieldOff className="size-5 text-slate-500" aria-hidden="true" />
              )}
              Verifica in due passaggi {user.twoFactorEnabled ? 'attiva' : 'non attiva'}
            </p>
            {user.role === 'client' ? (
              <RequireToggle
                user={user}
                disabled={busy}
                onChange={(required) => requireIt.mutate({ user, required })}
              />
            ) : (
              <p className="text-sm text-slate-700">
                Per gli amministratori la verifica è sempre obbligatoria.
              </p>
            )}
            {user.twoFactorEnabled && (
              <div className="grid gap-2">
                <p className="text-sm text-slate-700">
                  Se il cliente ha perso il telefono e i codici di recupero, reimposta la verifica: le sue
                  sessioni verranno chiuse, le sue passkey rimosse, e potrà configurarla di nuovo.
                  {lastingKeysWarning(user)}
                </p>
                <Button
                  variant="outline"
                  className="justify-self-start"
                  disabled={busy}
                  onClick={() => reset.mutate(user, { onSuccess: onClose })}
                >
                  Reimposta verifica in due passaggi
                </Button>
              </div>
            )}
            <UserPasskeys user={user} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Shows the choice at once; the server's answer (or its refusal, with a toast) settles it. */
function RequireToggle({
  user,
  disabled,
  onChange,
}: {
  user: AdminUser;
  disabled: boolean;
  onChange: (required: boolean, revert: () => void) => void;
}) {
  const [checked, setChecked] = React.useState(user.twoFactorRequired);
  React.useEffect(() => setChecked(user.twoFactorRequired), [user.twoFactorRequired]);
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id="require-two-factor"
        checked={checked}
        disabled={disabled}
        onCheckedChange={(next) => {
          setChecked(next === true);
          onChange(next === true, () => setChecked(next !== true));
        }}
        aria-describedby="require-two-factor-hint"
        className="mt-0.5"
      />
      <div className="grid gap-0.5">
        <Label htmlFor="require-two-factor">Richiedi verifica in due passaggi</Label>
        <p id="require-two-factor-hint" className="text-sm text-slate-600">
          Al prossimo accesso il cliente dovrà configurarla prima di vedere i documenti.
        </p>
      </div>
    </div>
  );
}
