import { NEW_PASSWORD_MIN } from '@common/limits';
import type { ChangePasswordInput } from '@common/schemas/auth';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { NewPasswordFields, PasswordField } from '~/components/ui/password-field';
import { isRefusal } from '~/lib/api-client';
import { lazyZodResolver } from '~/lib/lazy-zod-resolver';
import { type ChangePasswordValues, useChangePassword } from '../api/use-change-password';

const schema = lazyZodResolver<ChangePasswordInput, ChangePasswordValues>(() =>
  import('@common/schemas/auth').then((m) => m.changePasswordSchema),
);

export function ChangePasswordForm({ username }: { username: string }) {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    resetField,
    setFocus,
    formState: { errors },
  } = useForm<ChangePasswordInput, unknown, ChangePasswordValues>({
    resolver: schema.resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) =>
    changePassword.mutate(values, {
      onSuccess: () => reset(),
      // The current password is asked again only if it was refused.
      onError: (error) => {
        if (isRefusal(error)) resetField('currentPassword');
        setFocus('currentPassword');
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} onFocus={schema.preload} className="grid gap-5">
      {/* Tells password managers which account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <PasswordField
        label="Password attuale"
        name="currentPassword"
        register={register}
        error={errors.currentPassword?.message}
      />
      <NewPasswordFields
        name="newPassword"
        register={register}
        error={errors.newPassword?.message}
        confirmError={errors.confirmPassword?.message}
        hint={`Almeno ${NEW_PASSWORD_MIN} caratteri, diversa da quella attuale; evita parole e sequenze comuni.`}
      />
      <Button type="submit" className="justify-self-start" pending={changePassword.isPending}>
        {changePassword.isPending ? 'Aggiornamento in corso...' : 'Aggiorna password'}
      </Button>
    </form>
  );
}
