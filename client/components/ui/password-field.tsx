import { NEW_PASSWORD_MIN } from '@common/limits';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';

interface PasswordFieldProps<T extends FieldValues> {
  label: string;
  name: Path<T>;
  register: UseFormRegister<T>;
  /** Tells password managers to fill the saved password (by default) or to offer a new one. */
  autoComplete?: 'current-password' | 'new-password';
  error?: string;
  hint?: string;
}

/** A labelled password input for the user's own account (the admin's inputs stay readable). */
export function PasswordField<T extends FieldValues>({
  label,
  name,
  register,
  autoComplete = 'current-password',
  error,
  hint,
}: PasswordFieldProps<T>) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {/* Registered while the field renders, like its neighbours: the first invalid field in
          page order gets the focus. */}
      {(field) => <Input {...field} {...register(name)} type="password" autoComplete={autoComplete} />}
    </FormField>
  );
}

interface NewPasswordFieldsProps<T extends FieldValues & { confirmPassword: string }> {
  /** The new password's field; its confirmation is `confirmPassword`. */
  name: Path<T>;
  register: UseFormRegister<T>;
  error?: string;
  confirmError?: string;
  /** The confirmation's label follows it: 'Conferma nuova password'. */
  label?: string;
  hint?: string;
}

/** A new password for the user's own account and its confirmation, both offered by password managers. */
export function NewPasswordFields<T extends FieldValues & { confirmPassword: string }>({
  name,
  register,
  error,
  confirmError,
  label = 'Nuova password',
  hint = `Almeno ${NEW_PASSWORD_MIN} caratteri; evita parole e sequenze comuni o lo username.`,
}: NewPasswordFieldsProps<T>) {
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
        name={'confirmPassword' as Path<T>}
        register={register}
        autoComplete="new-password"
        error={confirmError}
      />
    </>
  );
}
