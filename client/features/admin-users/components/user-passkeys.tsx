import type { AdminUser } from '@common/schemas/admin-users';
import { KeyRound } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { LoadingStatus } from '~/components/ui/loading-status';
import { PasskeyDetails } from '~/features/passkeys/components/passkey-details';
import { errorText } from '~/lib/api-client';
import { useRemoveUserPasskey, useUserPasskeys } from '../api/user-passkeys-admin';

/**
 * A user's passkeys in the access dialog: a client who lost a phone, or who
 * got the 'Nuova passkey aggiunta' e-mail without having added one, calls the
 * firm, and the firm removes it here.
 */
export function UserPasskeys({ user }: { user: AdminUser }) {
  const { data: passkeys, error, isPending } = useUserPasskeys(user.id);
  const remove = useRemoveUserPasskey();
  const heading = React.useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="user-passkeys-title" className="grid gap-2">
      <h3
        id="user-passkeys-title"
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-slate-900 focus:outline-none!"
      >
        Passkey
      </h3>
      {isPending ? (
        <LoadingStatus>Caricamento delle passkey...</LoadingStatus>
      ) : error ? (
        <p className="text-sm text-slate-700">
          {errorText(error, 'Non è stato possibile caricare le passkey.')}
        </p>
      ) : passkeys.length === 0 ? (
        <p className="text-sm text-slate-700">Nessuna passkey: l'accesso avviene con la password.</p>
      ) : (
        <ul
          aria-label={`Passkey di ${user.username}`}
          className="divide-y divide-slate-200 rounded-md border"
        >
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="flex min-w-0 items-start gap-2">
                <KeyRound className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                <div className="min-w-0 text-sm">
                  <PasskeyDetails
                    passkey={passkey}
                    neverUsed="Mai usata per accedere"
                    dateClassName="text-slate-600"
                  />
                </div>
              </div>
              <Button
                variant="outline"
                size="sm"
                // While one passkey is being removed, the other buttons wait.
                disabled={remove.isPending && remove.variables?.passkey.id !== passkey.id}
                pending={remove.isPending && remove.variables?.passkey.id === passkey.id}
                onClick={() =>
                  remove.mutate({ user, passkey }, { onSuccess: () => heading.current?.focus() })
                }
              >
                Rimuovi<span className="sr-only"> la passkey «{passkey.name}»</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
