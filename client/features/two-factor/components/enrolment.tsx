import { type ConfirmTwoFactorInput, confirmTwoFactorSchema } from '@common/schemas/two-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/use-toast';
import { useConfirmSetup, useFinishSetup, useStartSetup } from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';

/** Groups of four, as authenticator apps print keys: easier to type by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up the authenticator app: the QR code (drawn by our server) and the
 * key in text, the first code, then the recovery codes, shown once.
 */
export function Enrolment({ onDone }: { onDone?: () => void }) {
  const start = useStartSetup();
  const confirm = useConfirmSetup();
  const finish = useFinishSetup();
  const [codes, setCodes] = React.useState<string[] | null>(null);
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors },
  } = useForm<ConfirmTwoFactorInput, unknown, { code: string }>({
    resolver: zodResolver(confirmTwoFactorSchema),
    defaultValues: { code: '' },
  });

  const { mutate: begin } = start;
  React.useEffect(() => begin(), [begin]);

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          toast({
            title: 'Verifica in due passaggi attivata',
            description: 'Al prossimo accesso ti chiederemo il codice.',
          });
          finish();
          onDone?.();
        }}
      />
    );
  }
  if (start.isError) {
    return (
      <Button variant="outline" className="justify-self-start" onClick={() => begin()}>
        Riprova
      </Button>
    );
  }
  if (!start.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
        Preparazione del codice QR...
      </p>
    );
  }

  const { secret, qrSvg } = start.data;
  const onSubmit = handleSubmit((values) =>
    confirm.mutate(values, {
      onSuccess: (result) => setCodes(result.recoveryCodes),
      onError: () => {
        resetField('code');
        setFocus('code');
      },
    }),
  );

  return (
    <ol className="grid list-decimal gap-6 pl-5 marker:font-semibold marker:text-brand-800">
      <li>
        Installa sul telefono un'app di autenticazione, per esempio Google Authenticator, Microsoft
        Authenticator o il gestore di password che già usi.
      </li>
      <li className="grid gap-3">
        <span>Inquadra il codice QR con l'app, oppure inserisci a mano la chiave.</span>
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
          alt="Codice QR da inquadrare con l'app di autenticazione"
          width={192}
          height={192}
          className="rounded border border-slate-200 bg-white p-2"
        />
        <p className="text-sm text-slate-700">
          Chiave:{' '}
          <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-base text-slate-900">
            {grouped(secret)}
          </code>
        </p>
      </li>
      <li>
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:max-w-xs">
          <FormField
            label="Codice di 6 cifre"
            hint="Il codice che l'app mostra ora."
            error={errors.code?.message}
          >
            {(field) => (
              <Input {...field} {...register('code')} autoComplete="one-time-code" inputMode="numeric" />
            )}
          </FormField>
          <Button type="submit" pending={confirm.isPending}>
            Attiva la verifica
          </Button>
        </form>
      </li>
    </ol>
  );
}
