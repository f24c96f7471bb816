import { ShieldCheck } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { LoadingStatus } from '~/components/ui/loading-status';
import { lazyComponent, useKeptOnceOpened } from '~/lib/lazy-component';
import { useDisableTwoFactor, useNewRecoveryCodes, useTwoFactorStatus } from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';

// Their forms (and the form library's schemas) come when the person asks for them, not with the profile.
const Enrolment = lazyComponent(() => import('./enrolment').then((m) => m.Enrolment));
const PasswordCheckDialog = lazyComponent(() =>
  import('./password-check-dialog').then((m) => m.PasswordCheckDialog),
);

type Dialog = 'disable' | 'codes' | null;

/** 'Verifica in due passaggi' in the profile: turn it on, new recovery codes, turn it off. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const disable = useDisableTwoFactor();
  const newCodes = useNewRecoveryCodes();
  const [enrolling, setEnrolling] = React.useState(false);
  const [dialog, setDialog] = React.useState<Dialog>(null);
  const [codes, setCodes] = React.useState<string[] | null>(null);
  const codesAsked = useKeptOnceOpened(dialog === 'codes');
  const disableAsked = useKeptOnceOpened(dialog === 'disable');
  const preloadDialog = { onPointerEnter: PasswordCheckDialog.preload, onFocus: PasswordCheckDialog.preload };

  return (
    <section aria-labelledby="two-factor-title" className="grid gap-4">
      <div>
        <h2 id="two-factor-title" className="text-xl font-semibold text-brand-900">
          Verifica in due passaggi
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Oltre alla password, all'accesso ti chiediamo un codice generato da un'app sul tuo telefono: chi
          scoprisse la password non potrebbe comunque entrare.
        </p>
      </div>
      {status.isPending && <LoadingStatus>Caricamento...</LoadingStatus>}
      {status.isError && (
        <Button variant="outline" className="justify-self-start" onClick={() => status.refetch()}>
          Riprova
        </Button>
      )}
      {status.data && !status.data.enabled && !enrolling && (
        <Button
          className="justify-self-start"
          onPointerEnter={Enrolment.preload}
          onFocus={Enrolment.preload}
          onClick={() => setEnrolling(true)}
        >
          Attiva la verifica in due passaggi
        </Button>
      )}
      {status.data && !status.data.enabled && enrolling && (
        <React.Suspense fallback={<LoadingStatus>Caricamento...</LoadingStatus>}>
          <Enrolment onDone={() => setEnrolling(false)} />
        </React.Suspense>
      )}
      {status.data?.enabled && !codes && (
        <div className="grid gap-3">
          <p className="flex items-center gap-2 font-medium text-green-800">
            <ShieldCheck className="size-5" aria-hidden="true" />
            Attiva. Codici di recupero ancora validi: {status.data.recoveryCodesLeft}.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="outline"
              aria-haspopup="dialog"
              {...preloadDialog}
              onClick={() => setDialog('codes')}
            >
              Genera nuovi codici di recupero
            </Button>
            {!status.data.required && (
              <Button
                variant="outline"
                aria-haspopup="dialog"
                {...preloadDialog}
                onClick={() => setDialog('disable')}
              >
                Disattiva
              </Button>
            )}
          </div>
          {status.data.required && (
            <p className="text-sm text-slate-700">Per il tuo account la verifica è obbligatoria.</p>
          )}
        </div>
      )}
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      {codesAsked && (
        <React.Suspense>
          <PasswordCheckDialog
            open={dialog === 'codes'}
            title="Nuovi codici di recupero"
            description="I codici che hai ora smetteranno di funzionare. Inserisci la password per continuare."
            action="Genera i codici"
            busy={newCodes.isPending}
            onClose={() => setDialog(null)}
            onSubmit={(values, retry) =>
              newCodes.mutate(values, {
                onSuccess: (result) => {
                  setDialog(null);
                  setCodes(result.recoveryCodes);
                },
                onError: retry,
              })
            }
          />
        </React.Suspense>
      )}
      {disableAsked && (
        <React.Suspense>
          <PasswordCheckDialog
            open={dialog === 'disable'}
            title="Disattiva la verifica in due passaggi"
            description="Per accedere basterà di nuovo la sola password. Inserisci la password per continuare."
            action="Disattiva"
            busy={disable.isPending}
            onClose={() => setDialog(null)}
            onSubmit={(values, retry) =>
              disable.mutate(values, { onSuccess: () => setDialog(null), onError: retry })
            }
          />
        </React.Suspense>
      )}
    </section>
  );
}
