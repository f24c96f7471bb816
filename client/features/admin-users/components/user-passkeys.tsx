import type { AdminUser } from '@common/schemas/admin-users';
import { KeyRound } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { LoadingStatus } from '~/components/ui/loading-status';
import { errorText } from '~/lib/api-client';
import { formatDateTime, isoDateTime } from '~/lib/dates';
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
                  <p className="break-words font-medium text-slate-900">{passkey.name}</p>
                  <p className="text-slate-600">
                    Aggiunta il{' '}
                    <time dateTime={isoDateTime(passkey.createdAt)}>{formatDateTime(passkey.createdAt)}</time>
                  </p>
                  <p className="text-slate-600">
                    {passkey.lastUsedAt ? (
                      <>
                        Ultimo accesso:{' '}
                        <time dateTime={isoDateTime(passkey.lastUsedAt)}>
                          {formatDateTime(passkey.lastUsedAt)}
                        </time>
                      </>
                    ) : (
                      'Mai usata per accedere'
                    )}
                  </p>
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
