import { type LoginInput, loginSchema } from '@common/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Label } from '~/components/ui/label';
import { PasswordField } from '~/components/ui/password-field';
import { UsernameField } from '~/components/ui/username-field';
import { isRefusal } from '~/lib/api-client';
import { type LoginValues, useLogin } from '../api/use-login';
import { SecondFactorForm } from './second-factor-form';

/** Username and password; then, for an account with a second factor, its code. */
export function LoginForm() {
  const [step, setStep] = React.useState<'password' | 'code'>('password');
  if (step === 'code') return <SecondFactorForm onRestart={() => setStep('password')} />;
  return <PasswordStep onSecondFactor={() => setStep('code')} />;
}

function PasswordStep({ onSecondFactor }: { onSecondFactor: () => void }) {
  const login = useLogin(onSecondFactor);
  const rememberId = React.useId();
  const {
    register,
    control,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      // Keep the username; ask for the password again only if it was refused.
      onError: (error) => {
        if (isRefusal(error)) resetField('password');
        setFocus('password');
      },
    }),
  );

  return (
    // `post`: sent before any script could hold it (or with none), the password never lands in an address.
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
      <UsernameField register={register} autoComplete="username" error={errors.username?.message} />
      <PasswordField label="Password" name="password" register={register} error={errors.password?.message} />
      <Controller
        name="remember"
        control={control}
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Checkbox
              id={rememberId}
              ref={field.ref}
              name={field.name}
              checked={field.value ?? false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-describedby={`${rememberId}-hint`}
              className="mt-0.5"
            />
            <div className="grid gap-0.5">
              <Label htmlFor={rememberId}>Ricordami</Label>
              <p id={`${rememberId}-hint`} className="text-sm text-slate-600">
                Resta connesso per 30 giorni su questo dispositivo. Non selezionarlo su un computer condiviso.
              </p>
            </div>
          </div>
        )}
      />
      <Button type="submit" size="lg" pending={login.isPending}>
        {login.isPending ? 'Accesso in corso...' : 'Accedi'}
      </Button>
    </form>
  );
}
