import { NEW_PASSWORD_MIN } from '@common/limits';
import type * as React from 'react';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';

/** react-hook-form's `register`. */
type Register<Name extends string> = (
  name: Name,
) => React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };

interface PasswordFieldProps<Name extends string> {
  label: string;
  name: Name;
  register: Register<Name>;
  /** Tells password managers to fill the saved password (by default) or to offer a new one. */
  autoComplete?: 'current-password' | 'new-password';
  error?: string;
  hint?: string;
}

/** A labelled password input for the user's own account (the admin's inputs stay readable). */
export function PasswordField<Name extends string>({
  label,
  name,
  register,
  autoComplete = 'current-password',
  error,
  hint,
}: PasswordFieldProps<Name>) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {/* Registered while the field renders, like its neighbours: the first invalid field in
          page order gets the focus. */}
      {(field) => <Input {...field} {...register(name)} type="password" autoComplete={autoComplete} />}
    </FormField>
  );
}

interface NewPasswordFieldsProps<Name extends string> {
  /** The new password's field; its confirmation is `confirmPassword`. */
  name: Name;
  register: Register<Name | 'confirmPassword'>;
  error?: string;
  confirmError?: string;
  /** The confirmation's label follows it: 'Conferma nuova password'. */
  label?: string;
  hint?: string;
}

/** A new password for the user's own account and its confirmation, both offered by password managers. */
export function NewPasswordFields<Name extends string>({
  name,
  register,
  error,
  confirmError,
  label = 'Nuova password',
  hint = `Almeno ${NEW_PASSWORD_MIN} caratteri; evita parole e sequenze comuni o lo username.`,
}: NewPasswordFieldsProps<Name>) {
  return (
    <>
      <PasswordField
        label={label}
        hint={hint}
        name={name}
        register={register}
        autoComplete="new-password"
        error={error}
      />
      <PasswordField
        label={`Conferma ${label.toLowerCase()}`}
        name="confirmPassword"
        register={register}
        autoComplete="new-password"
        error={confirmError}
      />
    </>
  );
}
