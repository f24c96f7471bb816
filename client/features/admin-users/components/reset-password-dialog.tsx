import { lastingKeysWarning } from '@common/ended-keys';
import { type AdminUser, type SetPasswordInput, setPasswordSchema } from '@common/schemas/admin-users';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { DialogShell } from '~/components/ui/dialog-shell';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { errorText } from '~/lib/api-client';
import { useReturnFocus } from '~/lib/use-return-focus';
import { type SetPasswordValues, useSendResetLink, useSetUserPassword } from '../api/admin-users';
import { PASSWORD_HINT, passwordInputProps } from './password-input-props';

interface ResetPasswordDialogProps {
  user: AdminUser | null;
  onClose: () => void;
}

/** Two ways to give a client a new password; either ends the client's open sessions. */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const setPassword = useSetUserPassword();
  const sendLink = useSendResetLink();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SetPasswordInput, unknown, SetPasswordValues>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '' },
  });
  // Opened from a row's button, not a Trigger: Radix alone would drop the focus on close.
  const returnFocus = useReturnFocus();
  const busy = setPassword.isPending || sendLink.isPending;

  const close = () => {
    reset({ password: '' });
    setPassword.reset();
    sendLink.reset();
    onClose();
  };

  const onSubmit = handleSubmit((values) => {
    if (!user) return;
    sendLink.reset();
    setPassword.mutate({ user, values }, { onSuccess: close });
  });

  return (
    <DialogShell
      open={user !== null}
      onOpenChange={(open) => !open && !busy && close()}
      {...returnFocus}
      title={<>Reimposta la password di {user?.username}</>}
      titleClassName="break-all"
      description={
        <>
          In entrambi i casi le sessioni aperte di {user?.fullName} vengono chiuse e le sue passkey rimosse;
          la password attuale smette di funzionare quando ne viene impostata una nuova.
          {user && lastingKeysWarning(user)}
        </>
      }
    >
      <section aria-labelledby="set-password-title" className="grid gap-3">
        <h3 id="set-password-title" className="font-semibold text-slate-900">
          Imposta una nuova password
        </h3>
        <form noValidate onSubmit={onSubmit} className="grid gap-3">
          <FormField label="Nuova password" hint={PASSWORD_HINT} error={errors.password?.message}>
            {(field) => <Input {...field} {...register('password')} {...passwordInputProps} />}
          </FormField>
          {setPassword.isError && (
            <FormAlert>{errorText(setPassword.error, 'Password non aggiornata')}</FormAlert>
          )}
          <Button
            type="submit"
            className="justify-self-start"
            icon={<KeyRound aria-hidden="true" />}
            disabled={sendLink.isPending}
            pending={setPassword.isPending}
          >
            Imposta password
          </Button>
        </form>
      </section>

      <section aria-labelledby="send-link-title" className="grid gap-3 border-t border-slate-200 pt-4">
        <h3 id="send-link-title" className="font-semibold text-slate-900">
          Oppure invia un link per e-mail
        </h3>
        <p className="text-sm text-slate-700">
          Il cliente riceverà all&apos;indirizzo <span className="break-all">{user?.email}</span> un link,
          valido 24 ore e utilizzabile una sola volta, per scegliere da sé la nuova password.
        </p>
        {sendLink.isError && <FormAlert>{errorText(sendLink.error, 'Link non inviato')}</FormAlert>}
        <Button
          variant="outline"
          className="justify-self-start"
          icon={<Mail aria-hidden="true" />}
          disabled={setPassword.isPending}
          pending={sendLink.isPending}
          onClick={() => {
            if (!user) return;
            setPassword.reset();
            sendLink.mutate(user, { onSuccess: close });
          }}
        >
          Invia link
        </Button>
      </section>
    </DialogShell>
  );
}
