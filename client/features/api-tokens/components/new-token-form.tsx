import { API_TOKEN_DEFAULT_LIFETIME, API_TOKEN_LIFETIMES } from '@common/api-tokens';
import { addDays, formatCalendarDate, romeToday } from '@common/calendar-date';
import {
  type ApiTokenScope,
  apiTokenScopes,
  type NewApiToken,
  type NewApiTokenInput,
  newApiTokenSchema,
} from '@common/schemas/api-tokens';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeySquare } from 'lucide-react';
import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { useUser } from '~/features/auth/api/use-user';
import { needsIdentityCheck } from '~/features/confirm-identity/api/use-confirm-identity';
import { ApiError, errorText } from '~/lib/api-client';
import { lazyComponent, useKeptOnceOpened } from '~/lib/lazy-component';
import { useCreateApiToken } from '../api/api-tokens';
import { CreatedToken } from './created-token';

// Asked for only when the server wants the password again (the last proof older than a few minutes).
const ConfirmIdentityDialog = lazyComponent(() =>
  import('~/features/confirm-identity/components/confirm-identity-dialog').then(
    (m) => m.ConfirmIdentityDialog,
  ),
);

/** The expiry's choices from today in Italy: each is the last day the token works. */
function expiryChoices() {
  const today = romeToday();
  return API_TOKEN_LIFETIMES.map(({ days, label }) => {
    const date = addDays(today, days);
    return { date, days, label: `${label} (fino al ${formatCalendarDate(date)})` };
  });
}

/** 'Nuovo token': name, what it may do, until when; the secret shows once below. */
export function NewTokenForm() {
  const create = useCreateApiToken();
  const hasAuthenticator = useUser().data?.twoFactorEnabled ?? false;
  const [choices] = React.useState(expiryChoices);
  const emptyValues: NewApiTokenInput = {
    name: '',
    scopes: ['documents:write'],
    expiresAt: choices.find((c) => c.days === API_TOKEN_DEFAULT_LIFETIME)!.date,
  };
  // What was sent when the server asked for the password again; sent again once it is given.
  const [waiting, setWaiting] = React.useState<NewApiToken | null>(null);
  const confirmAsked = useKeptOnceOpened(waiting !== null);
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

  const send = (values: NewApiToken) =>
    create.mutate(values, {
      onSuccess: () => reset(emptyValues),
      onError: (error) => {
        if (needsIdentityCheck(error)) setWaiting(values);
        else if (error instanceof ApiError && error.fieldErrors.expiresAt)
          setError('expiresAt', { message: error.fieldErrors.expiresAt }, { shouldFocus: true });
      },
    });
  const onSubmit = handleSubmit(send);
  const refusal =
    create.error &&
    !needsIdentityCheck(create.error) &&
    !(create.error instanceof ApiError && create.error.fieldErrors.expiresAt)
      ? create.error
      : null;

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
          label="Scadenza"
          hint="Al massimo un anno. Prima della scadenza crea un nuovo token e aggiorna il gestionale."
          error={errors.expiresAt?.message}
        >
          {(field) => (
            <NativeSelect {...field} {...register('expiresAt')} className="sm:w-80">
              {choices.map((choice) => (
                <option key={choice.days} value={choice.date}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {refusal && <FormAlert>{errorText(refusal, 'Token non creato')}</FormAlert>}
        <div>
          <Button type="submit" pending={create.isPending}>
            <KeySquare aria-hidden="true" />
            {create.isPending ? 'Creazione...' : 'Crea token'}
          </Button>
        </div>
      </form>
      {/* Outside the form: a submit in the dialog would otherwise bubble up to this form too. */}
      {confirmAsked && (
        <React.Suspense>
          <ConfirmIdentityDialog
            open={waiting !== null}
            description="Con un token un programma consegna o elenca i documenti dei clienti senza accedere: prima di crearlo inserisci la tua password."
            hasAuthenticator={hasAuthenticator}
            onClose={() => {
              setWaiting(null);
              create.reset();
            }}
            onConfirmed={() => {
              const values = waiting;
              setWaiting(null);
              if (values) send(values);
            }}
          />
        </React.Suspense>
      )}
      {create.data && <CreatedToken token={create.data.token} onDone={create.reset} />}
    </div>
  );
}
