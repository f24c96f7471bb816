import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '~/lib/api-client';

/**
 * The server's refusal of a form's field (`fieldErrors`), put under that field as its own message; true
 * when there was one, so the form shows no general alert besides it.
 */
export function showFieldRefusals<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  const refused = fields.filter((field) => error.fieldErrors[field]);
  refused.forEach((field, i) => {
    setError(field, { message: error.fieldErrors[field] }, { shouldFocus: i === 0 });
  });
  return refused.length > 0;
}
