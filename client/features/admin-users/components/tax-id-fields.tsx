import type { TaxIdsInput } from '@common/schemas/admin-users';
import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormSetError } from 'react-hook-form';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { ApiError } from '~/lib/api-client';

const inputProps = { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false } as const;

interface TaxIdFieldsProps<T extends FieldValues & TaxIdsInput> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** A client's codice fiscale and partita IVA, both optional, as the create and edit dialogs ask them. */
export function TaxIdFields<T extends FieldValues & TaxIdsInput>({ register, errors }: TaxIdFieldsProps<T>) {
  return (
    <>
      <FormField
        label="Codice fiscale (facoltativo)"
        hint="16 caratteri, o 11 cifre per una società"
        error={errors.codiceFiscale?.message as string | undefined}
      >
        {(field) => <Input {...field} {...register('codiceFiscale' as Path<T>)} {...inputProps} />}
      </FormField>
      <FormField label="Partita IVA (facoltativa)" error={errors.partitaIva?.message as string | undefined}>
        {(field) => (
          <Input {...field} {...register('partitaIva' as Path<T>)} {...inputProps} inputMode="numeric" />
        )}
      </FormField>
    </>
  );
}

/** A refusal the server tied to a field (an identifier another client has, a wrong one). */
export const isFieldRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && Object.keys(error.fieldErrors).length > 0;

/** Puts each such refusal under its field, the first one focused. */
export function showFieldRefusal<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>) {
  if (!isFieldRefusal(error)) return;
  for (const [name, message] of Object.entries(error.fieldErrors))
    setError(name as Path<T>, { message }, { shouldFocus: true });
}
