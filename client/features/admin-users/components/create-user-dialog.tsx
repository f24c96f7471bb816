import { type NewUserInput, newUserSchema } from '@common/schemas/admin-users';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { DialogClose, DialogFooter } from '~/components/ui/dialog';
import { DialogShell } from '~/components/ui/dialog-shell';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { UsernameField } from '~/components/ui/username-field';
import { ApiError, errorText } from '~/lib/api-client';
import { type NewUserValues, useCreateUser } from '../api/admin-users';
import { PASSWORD_HINT, passwordInputProps } from './password-input-props';
import { isFieldRefusal, showFieldRefusal, TaxIdFields } from './tax-id-fields';

const emptyValues: NewUserInput = {
  username: '',
  fullName: '',
  email: '',
  password: '',
  codiceFiscale: '',
  partitaIva: '',
};

export function CreateUserDialog() {
  const [open, setOpen] = React.useState(false);
  const create = useCreateUser();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<NewUserInput, unknown, NewUserValues>({
    resolver: zodResolver(newUserSchema),
    defaultValues: emptyValues,
  });

  const changeOpen = (next: boolean) => {
    setOpen(next);
    // Closing discards what was typed, as after a success.
    if (!next) {
      reset(emptyValues);
      create.reset();
    }
  };

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => changeOpen(false),
      onError: (error) => {
        // A taken username or identifier belongs under its field; other refusals show in the alert below.
        if (isFieldRefusal(error)) showFieldRefusal(error, setError);
        else if (error instanceof ApiError && error.status === 409) {
          setError('username', { message: errorText(error, 'Username già in uso') });
          setFocus('username');
        }
      },
    }),
  );

  const serverProblem =
    create.error &&
    !(create.error instanceof ApiError && create.error.status === 409) &&
    !isFieldRefusal(create.error)
      ? errorText(create.error, "Errore nella creazione dell'utente")
      : null;

  return (
    <DialogShell
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button>
          <UserPlus aria-hidden="true" />
          Nuovo Utente
        </Button>
      }
      title="Crea Nuovo Utente"
      description="Codice fiscale e partita IVA sono facoltativi, gli altri campi obbligatori. Comunica al cliente username e password in modo riservato."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <UsernameField register={register} autoComplete="off" error={errors.username?.message} />
        <FormField label="Nome completo" error={errors.fullName?.message}>
          {(field) => <Input {...field} {...register('fullName')} autoComplete="off" />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(field) => (
            <Input {...field} {...register('email')} type="email" autoComplete="off" spellCheck={false} />
          )}
        </FormField>
        <FormField label="Password" hint={PASSWORD_HINT} error={errors.password?.message}>
          {(field) => <Input {...field} {...register('password')} {...passwordInputProps} />}
        </FormField>
        <TaxIdFields register={register} errors={errors} />
        {serverProblem && <FormAlert>{serverProblem}</FormAlert>}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Annulla</Button>
          </DialogClose>
          <Button type="submit" pending={create.isPending}>
            {create.isPending ? 'Creazione in corso...' : 'Crea utente'}
          </Button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
