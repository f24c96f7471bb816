import { type SecondFactorInput, secondFactorSchema } from '@common/schemas/two-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { ApiError } from '~/lib/api-client';
import { useSecondFactor } from '../api/use-login';

const copy = {
  app: {
    label: 'Codice di verifica',
    hint: "Il codice di 6 cifre che l'app di autenticazione mostra ora.",
    other: 'Usa un codice di recupero',
  },
  recovery: {
    label: 'Codice di recupero',
    hint: 'Uno dei codici di recupero che hai conservato (per esempio abcde-fghij). Ogni codice vale una volta sola.',
    other: "Usa il codice dell'app",
  },
} as const;

/** The second step of a sign-in; `onRestart` goes back to username and password. */
export function SecondFactorForm({ onRestart }: { onRestart: () => void }) {
  const verify = useSecondFactor();
  const [mode, setMode] = React.useState<'app' | 'recovery'>('app');
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors },
  } = useForm<SecondFactorInput>({ resolver: zodResolver(secondFactorSchema), defaultValues: { code: '' } });

  React.useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit((values) =>
    verify.mutate(values, {
      onError: (error) => {
        // The half sign-in expired (or was used up): only the password step can start another.
        if (error instanceof ApiError && error.status === 401 && /scaduta/.test(error.serverMessage ?? '')) {
          return onRestart();
        }
        resetField('code');
        setFocus('code');
      },
    }),
  );

  const text = copy[mode];
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-labelledby="second-factor-title">
      <div>
        <h3 id="second-factor-title" className="text-lg font-semibold text-brand-900">
          Verifica in due passaggi
        </h3>
        <p className="mt-1 text-slate-700">Password corretta. Ora conferma che sei tu.</p>
      </div>
      <FormField label={text.label} hint={text.hint} error={errors.code?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('code')}
            autoComplete="one-time-code"
            inputMode={mode === 'app' ? 'numeric' : 'text'}
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" pending={verify.isPending}>
        {verify.isPending ? 'Verifica in corso...' : 'Verifica'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="link"
          className="min-h-11 px-0"
          onClick={() => {
            setMode(mode === 'app' ? 'recovery' : 'app');
            resetField('code');
            setFocus('code');
          }}
        >
          {text.other}
        </Button>
        <Button type="button" variant="link" className="min-h-11 px-0" onClick={onRestart}>
          Torna indietro
        </Button>
      </div>
    </form>
  );
}
