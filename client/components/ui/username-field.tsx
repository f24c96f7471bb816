import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';

interface UsernameFieldProps<T extends FieldValues & { username: string }> {
  register: UseFormRegister<T>;
  /** 'off' where the admin types another person's username, which the browser must not offer again. */
  autoComplete: 'username' | 'off';
  error?: string;
}

/** The 'Username' input, kept as typed: no capital letter nor correction added by the keyboard. */
export function UsernameField<T extends FieldValues & { username: string }>({
  register,
  autoComplete,
  error,
}: UsernameFieldProps<T>) {
  return (
    <FormField label="Username" error={error}>
      {(field) => (
        <Input
          {...field}
          {...register('username' as Path<T>)}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
        />
      )}
    </FormField>
  );
}
