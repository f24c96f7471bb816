import type { Passkey } from '@common/schemas/passkeys';
import { KeyRound, RotateCw } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { LoadingStatus } from '~/components/ui/loading-status';
import { useUser } from '~/features/auth/api/use-user';
import { errorText } from '~/lib/api-client';
import { lazyComponent, useKeptOnceOpened } from '~/lib/lazy-component';
import { useBrowserFact } from '~/lib/use-browser-fact';
import { usePasskeys } from '../api/passkeys';
import { browserHasWebAuthn } from '../webauthn';
import { AddPasskeyForm } from './add-passkey-form';
import { PasskeyDetails } from './passkey-details';

const RemovePasskeyDialog = lazyComponent(() =>
  import('./remove-passkey-dialog').then((m) => m.RemovePasskeyDialog),
);

/** 'Passkey' on the profile: what it is, the user's passkeys, adding and removing one. */
export function PasskeysSection() {
  const { data: passkeys, error, isPending, isFetching, refetch } = usePasskeys();
  const [removing, setRemoving] = React.useState<Passkey | null>(null);
  const removeAsked = useKeptOnceOpened(removing !== null);
  const heading = React.useRef<HTMLHeadingElement>(null);
  // Drawn on the server as nearly every browser is: one without passkeys is told once it has hydrated.
  const supported = useBrowserFact(browserHasWebAuthn, true);
  const { data: user } = useUser();

  return (
    <section aria-labelledby="passkeys-title" className="grid gap-4">
      <div>
        <h2
          id="passkeys-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-brand-900 focus:outline-none!"
        >
          Passkey
        </h2>
        <p className="mt-1 max-w-prose text-sm text-slate-700">
          Con una passkey accedi al portale con l'impronta, il volto o il PIN che usi per sbloccare il
          telefono o il computer: niente password né codice da ricordare. Resta sul tuo dispositivo (o nel tuo
          portachiavi, come quello di Apple o di Google) e funziona solo su questo sito, quindi non può essere
          rubata da un sito falso.
        </p>
      </div>
      {isPending ? (
        <LoadingStatus>Caricamento delle passkey...</LoadingStatus>
      ) : error ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
          <p>{errorText(error, 'Non è stato possibile caricare le passkey.')} Riprova tra qualche istante.</p>
          <Button className="mt-3" variant="outline" disabled={isFetching} onClick={() => refetch()}>
            <RotateCw className={isFetching ? 'motion-safe:animate-spin' : undefined} aria-hidden="true" />
            Riprova
          </Button>
        </div>
      ) : passkeys.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
          Non hai ancora aggiunto una passkey.
        </p>
      ) : (
        <ul
          aria-label="Le tue passkey"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRemove={setRemoving} />
          ))}
        </ul>
      )}
      {supported ? (
        <AddPasskeyForm hasAuthenticator={user?.twoFactorEnabled ?? false} />
      ) : (
        <p className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
          Questo browser non permette di creare passkey. Puoi aggiungerne una da un browser aggiornato
          (Chrome, Safari, Edge o Firefox) sul telefono o sul computer che usi di solito.
        </p>
      )}
      {removeAsked && (
        <React.Suspense>
          <RemovePasskeyDialog
            passkey={removing}
            onClose={() => setRemoving(null)}
            afterRemove={() => heading.current?.focus()}
          />
        </React.Suspense>
      )}
    </section>
  );
}

function PasskeyItem({ passkey, onRemove }: { passkey: Passkey; onRemove: (passkey: Passkey) => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="flex min-w-0 items-start gap-3">
        <KeyRound className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0">
          <PasskeyDetails
            passkey={passkey}
            neverUsed="Non ancora usata per accedere"
            dateClassName="text-sm text-slate-600"
          />
        </div>
      </div>
      <Button
        variant="outline"
        className="min-h-11"
        aria-haspopup="dialog"
        onPointerEnter={RemovePasskeyDialog.preload}
        onFocus={RemovePasskeyDialog.preload}
        onClick={() => onRemove(passkey)}
      >
        Rimuovi<span className="sr-only"> la passkey «{passkey.name}»</span>
      </Button>
    </li>
  );
}
