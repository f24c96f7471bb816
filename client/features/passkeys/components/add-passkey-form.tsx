import { type PasskeyNameInput, passkeyNameSchema } from '@common/schemas/passkeys';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { useAddPasskey } from '../api/passkeys';
import { suggestedPasskeyName } from '../suggested-name';

type PasskeyNameValues = z.output<typeof passkeyNameSchema>;

/** The name, then the browser's own window where the user picks where to keep the passkey and unlocks it. */
export function AddPasskeyForm() {
  const add = useAddPasskey();
  const suggestion = () => ({ name: suggestedPasskeyName(navigator.userAgent) });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasskeyNameInput, unknown, PasskeyNameValues>({
    resolver: zodResolver(passkeyNameSchema),
    defaultValues: suggestion(),
  });

  const onSubmit = handleSubmit(({ name }) => add.mutate(name, { onSuccess: () => reset(suggestion()) }));

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:max-w-md">
      <FormField
        label="Nome della nuova passkey"
        hint="Ti aiuta a riconoscerla, per esempio «Telefono di Anna»."
        error={errors.name?.message}
      >
        {(field) => <Input {...field} {...register('name')} autoComplete="off" />}
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={add.isPending}>
        {add.isPending ? (
          <>
            <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />
            Conferma sul tuo dispositivo...
          </>
        ) : (
          <>
            <Plus aria-hidden="true" />
            Aggiungi passkey
          </>
        )}
      </Button>
    </form>
  );
}
