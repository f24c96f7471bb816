import {
  type ApiTokenScope,
  apiTokenScopes,
  type NewApiToken,
  type NewApiTokenInput,
  newApiTokenSchema,
} from '@common/schemas/api-tokens';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeySquare } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { ApiError, errorText } from '~/lib/api-client';
import { useCreateApiToken } from '../api/api-tokens';
import { CreatedToken } from './created-token';

const emptyValues: NewApiTokenInput = { name: '', scopes: ['documents:write'], expiresAt: '' };

/** 'Nuovo token': name, what it may do, until when; the secret shows once below. */
export function NewTokenForm() {
  const create = useCreateApiToken();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewApiTokenInput, unknown, NewApiToken>({
    resolver: zodResolver(newApiTokenSchema),
    defaultValues: emptyValues,
  });

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => reset(emptyValues),
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.expiresAt)
          setError('expiresAt', { message: error.fieldErrors.expiresAt }, { shouldFocus: true });
      },
    }),
  );

  return (
    <div className="grid gap-4">
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:max-w-xl"
      >
        <h3 className="font-semibold text-slate-900">Nuovo token</h3>
        <FormField
          label="Nome"
          hint="Per riconoscerlo, es. il programma che lo usa"
          error={errors.name?.message}
        >
          {(field) => <Input {...field} {...register('name')} autoComplete="off" />}
        </FormField>
        <fieldset aria-describedby={errors.scopes ? 'token-scopes-error' : undefined} className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">Permessi</legend>
          <Controller
            control={control}
            name="scopes"
            render={({ field }) => (
              <>
                {(Object.entries(apiTokenScopes) as [ApiTokenScope, string][]).map(([scope, label]) => (
                  <div key={scope} className="flex items-center gap-2">
                    <Checkbox
                      id={`scope-${scope}`}
                      checked={field.value.includes(scope)}
                      onCheckedChange={(on) =>
                        field.onChange(on ? [...field.value, scope] : field.value.filter((s) => s !== scope))
                      }
                    />
                    <label htmlFor={`scope-${scope}`} className="text-sm text-slate-800">
                      {label} <span className="font-mono text-xs text-slate-600">({scope})</span>
                    </label>
                  </div>
                ))}
              </>
            )}
          />
          {errors.scopes && (
            <p id="token-scopes-error" className="text-sm font-medium text-red-700">
              {errors.scopes.message}
            </p>
          )}
        </fieldset>
        <FormField
          label="Scadenza (facoltativa)"
          hint="L'ultimo giorno in cui funziona; senza, vale finché non lo revochi"
          error={errors.expiresAt?.message}
        >
          {(field) => <Input {...field} {...register('expiresAt')} type="date" className="sm:w-52" />}
        </FormField>
        {create.error && !(create.error instanceof ApiError && create.error.fieldErrors.expiresAt) && (
          <FormAlert>{errorText(create.error, 'Token non creato')}</FormAlert>
        )}
        <div>
          <Button type="submit" pending={create.isPending}>
            <KeySquare aria-hidden="true" />
            {create.isPending ? 'Creazione...' : 'Crea token'}
          </Button>
        </div>
      </form>
      {create.data && <CreatedToken token={create.data.token} onDone={create.reset} />}
    </div>
  );
}
