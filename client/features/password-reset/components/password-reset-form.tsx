import { endedKeysSentence } from '@common/ended-keys';
import type { PasswordResetInput } from '@common/schemas/admin-users';
import type { EndedKeys } from '@common/schemas/ended-keys';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form-alert';
import { NewPasswordFields } from '~/components/ui/password-field';
import { errorText } from '~/lib/api-client';
import { lazyZodResolver } from '~/lib/lazy-zod-resolver';
import { type PasswordResetValues, usePasswordReset } from '../api/use-password-reset';

export const INVALID_LINK = 'Il link non è valido o è scaduto: chiedi allo studio di inviartene uno nuovo.';

const reset = lazyZodResolver<PasswordResetInput, PasswordResetValues>(() =>
  import('@common/schemas/admin-users').then((m) => m.passwordResetSchema),
);

/**
 * The form behind the e-mailed link; the token travels in the address's fragment, so it is undefined
 * while the page the server drew is hydrated (the form is drawn, as the server drew it).
 */
export function PasswordResetForm({ token }: { token: string | undefined }) {
  const resetPassword = usePasswordReset();
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    setValue,
    formState: { errors },
  } = useForm<PasswordResetInput, unknown, PasswordResetValues>({
    resolver: reset.resolver,
    defaultValues: { token: token ?? '', password: '', confirmPassword: '' },
  });
  React.useEffect(() => {
    if (token) setValue('token', token);
  }, [token, setValue]);

  if (token === '') return <FormAlert>{INVALID_LINK}</FormAlert>;
  if (resetPassword.isSuccess) return <ResetDone ended={resetPassword.data} />;

  const onSubmit = handleSubmit((values) =>
    resetPassword.mutate(values, {
      onError: () => {
        resetField('password');
        resetField('confirmPassword');
        setFocus('password');
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} onFocus={reset.preload} className="grid gap-5">
      <p className="text-sm text-slate-700">
        Con la nuova password si chiudono le sessioni aperte e si rimuovono le passkey del tuo account: potrai
        aggiungerne di nuove dal profilo.
      </p>
      <NewPasswordFields
        name="password"
        register={register}
        error={errors.password?.message}
        confirmError={errors.confirmPassword?.message}
      />
      {errors.token && <FormAlert>{INVALID_LINK}</FormAlert>}
      {resetPassword.isError && <FormAlert>{errorText(resetPassword.error, INVALID_LINK)}</FormAlert>}
      <Button type="submit" className="justify-self-start" pending={resetPassword.isPending}>
        {resetPassword.isPending ? 'Salvataggio in corso...' : 'Salva la nuova password'}
      </Button>
    </form>
  );
}

function ResetDone({ ended }: { ended: EndedKeys }) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  // The form that had the focus is gone.
  React.useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <div className="grid gap-3">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-brand-900">
        Password aggiornata
      </h2>
      <p className="text-slate-700">
        La nuova password è attiva e il link non è più utilizzabile; le passkey che avevi sono state rimosse.
        Accedi all&apos;area clienti con il tuo username e la nuova password.
      </p>
      {(ended.apiTokensRevoked > 0 || ended.calendarEnded) && (
        <p className="text-slate-700">{endedKeysSentence(ended).trim()}</p>
      )}
      <Button asChild className="justify-self-start">
        <Link to="/auth">Vai all&apos;accesso</Link>
      </Button>
    </div>
  );
}
