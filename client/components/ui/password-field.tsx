import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';

interface PasswordFieldProps<T extends FieldValues> {
  label: string;
  name: Path<T>;
  register: UseFormRegister<T>;
  /** Tells password managers to fill the saved password or to offer a new one. */
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  hint?: string;
}

/** A labelled password input for the user's own account (the admin's inputs stay readable). */
export function PasswordField<T extends FieldValues>({
  label,
  name,
  register,
  autoComplete,
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
