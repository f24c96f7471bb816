import { KeyRound } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { usePasskeySignIn } from '../api/use-passkey-sign-in';
import { browserHasWebAuthn, loadWebAuthn } from '../webauthn';

/**
 * 'Accedi con passkey' under the password form. Prerendered as available (most
 * browsers are); a browser without WebAuthn gets an explanation instead once
 * the sign-in island runs.
 */
export function PasskeySignIn() {
  const signIn = usePasskeySignIn();
  const [supported, setSupported] = React.useState(true);
  React.useEffect(() => setSupported(browserHasWebAuthn()), []);
  // Fetched as soon as the visitor heads for the button, so the device's window opens without a wait.
  const prefetch = () => void loadWebAuthn().catch(() => undefined);

  return (
    <div className="mt-6 grid gap-3">
      <p className="flex items-center gap-3 text-sm text-slate-600">
        <span className="h-px flex-1 bg-slate-200" />
        oppure
        <span className="h-px flex-1 bg-slate-200" />
      </p>
      {supported ? (
        <>
          <Button
            variant="outline"
            size="lg"
            icon={<KeyRound aria-hidden="true" />}
            pending={signIn.isPending}
            aria-describedby="passkey-sign-in-hint"
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onClick={() => signIn.mutate()}
          >
            {signIn.isPending ? 'Conferma sul tuo dispositivo...' : 'Accedi con passkey'}
          </Button>
          <p id="passkey-sign-in-hint" className="text-sm text-slate-600">
            Se hai aggiunto una passkey dal tuo profilo, entri con l'impronta, il volto o il PIN del
            dispositivo: senza password né codice.
          </p>
        </>
      ) : (
        <p className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
          Questo browser non permette di accedere con una passkey. Accedi con username e password, oppure usa
          una versione aggiornata di Chrome, Safari, Edge o Firefox.
        </p>
      )}
    </div>
  );
}
