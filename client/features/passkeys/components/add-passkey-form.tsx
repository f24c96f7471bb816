import type { PasskeyNameInput } from '@common/schemas/passkeys';
import { Plus } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { lazyComponent, useKeptOnceOpened } from '~/lib/lazy-component';
import { lazyZodResolver } from '~/lib/lazy-zod-resolver';
import { useBrowserFact } from '~/lib/use-browser-fact';
import { useAddPasskey } from '../api/passkeys';
import { suggestedPasskeyName } from '../suggested-name';

const schema = lazyZodResolver<PasskeyNameInput, PasskeyNameInput>(() =>
  import('@common/schemas/passkeys').then((m) => m.passkeyNameSchema),
);
// Asked for only when the server wants the password again (the last proof older than a few minutes).
const ConfirmIdentityDialog = lazyComponent(() =>
  import('~/features/confirm-identity/components/confirm-identity-dialog').then(
    (m) => m.ConfirmIdentityDialog,
  ),
);

/** The name, then the browser's own window where the user picks where to keep the passkey and unlocks it. */
export function AddPasskeyForm({ hasAuthenticator }: { hasAuthenticator: boolean }) {
  // The name waiting for the password or code to be given again.
  const [waiting, setWaiting] = React.useState<string | null>(null);
  const add = useAddPasskey(setWaiting);
  const confirmAsked = useKeptOnceOpened(waiting !== null);
  const userAgent = useBrowserFact(() => navigator.userAgent, null);
  const suggestion = userAgent === null ? '' : suggestedPasskeyName(userAgent);
  const {
    register,
    handleSubmit,
    reset,
    resetField,
    getValues,
    formState: { errors },
  } = useForm<PasskeyNameInput>({ resolver: schema.resolver, defaultValues: { name: suggestion } });
  // The server cannot know the browser: the field it draws is empty, and named once hydrated, unless
  // the person has typed a name already. The suggestion is also what a reset goes back to.
  React.useEffect(() => {
    if (suggestion && !getValues('name')) resetField('name', { defaultValue: suggestion });
  }, [suggestion, getValues, resetField]);

  const start = (name: string) => add.mutate(name, { onSuccess: () => reset() });
  const onSubmit = handleSubmit(({ name }) => start(name));

  return (
    <>
      <form noValidate onSubmit={onSubmit} onFocus={schema.preload} className="grid gap-4 sm:max-w-md">
        <FormField
          label="Nome della nuova passkey"
          hint="Ti aiuta a riconoscerla, per esempio «Telefono di Anna»."
          error={errors.name?.message}
        >
          {(field) => <Input {...field} {...register('name')} autoComplete="off" />}
        </FormField>
        <Button
          type="submit"
          className="justify-self-start"
          icon={<Plus aria-hidden="true" />}
          pending={add.isPending}
        >
          {add.isPending ? 'Conferma sul tuo dispositivo...' : 'Aggiungi passkey'}
        </Button>
      </form>
      {/* Outside the form: a submit in the dialog would otherwise bubble up to this form too. */}
      {confirmAsked && (
        <React.Suspense>
          <ConfirmIdentityDialog
            open={waiting !== null}
            description="Una passkey permette di accedere senza password: prima di aggiungerla inserisci la tua password."
            hasAuthenticator={hasAuthenticator}
            onClose={() => setWaiting(null)}
            onConfirmed={() => {
              const name = waiting;
              setWaiting(null);
              if (name !== null) start(name);
            }}
          />
        </React.Suspense>
      )}
    </>
  );
}
