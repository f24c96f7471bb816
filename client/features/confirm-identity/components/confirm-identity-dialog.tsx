import { confirmTwoFactorSchema, passwordCheckSchema } from '@common/schemas/two-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { DialogShell } from '~/components/ui/dialog-shell';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { errorText, isRefusal } from '~/lib/api-client';
import { useConfirmIdentity } from '../api/use-confirm-identity';

type Proof = 'password' | 'code';
interface ProofValues {
  password?: string;
  code?: string;
}

interface ConfirmIdentityDialogProps {
  open: boolean;
  /** What the proof is for, in a sentence. */
  description: string;
  /** Offers the app's code as the other way to prove it. */
  hasAuthenticator: boolean;
  onConfirmed: () => void;
  onClose: () => void;
}

/**
 * 'Conferma che sei tu': the password (or the app's code) once more, before a
 * change that a session left open on another computer must not be able to make.
 */
export function ConfirmIdentityDialog({
  open,
  description,
  hasAuthenticator,
  onConfirmed,
  onClose,
}: ConfirmIdentityDialogProps) {
  const [proof, setProof] = React.useState<Proof>('password');
  const confirm = useConfirmIdentity();
  const schema = proof === 'password' ? passwordCheckSchema : confirmTwoFactorSchema;
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ProofValues>({ resolver: zodResolver(schema as never), defaultValues: { [proof]: '' } });

  const close = () => {
    reset({});
    confirm.reset();
    setProof('password');
    onClose();
  };
  const switchTo = (next: Proof) => {
    confirm.reset();
    reset({});
    setProof(next);
  };
  React.useEffect(() => {
    if (open) setFocus(proof);
  }, [open, proof, setFocus]);

  const submit = handleSubmit((values) =>
    confirm.mutate(proof === 'password' ? { password: values.password! } : { code: values.code! }, {
      onSuccess: () => {
        reset({});
        setProof('password');
        onConfirmed();
      },
      onError: (error) => {
        if (isRefusal(error)) reset({ [proof]: '' });
      },
    }),
  );
  // Once the refusal is on the screen, the field is ready for another try. Not from onError: the dialog
  // renders the answer after it, and the field could lose the focus again then (seen in Chromium under load).
  React.useEffect(() => {
    if (confirm.error && isRefusal(confirm.error)) setFocus(proof);
  }, [confirm.error, proof, setFocus]);
  const busy = confirm.isPending;

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => !next && !busy && close()}
      title="Conferma che sei tu"
      description={description}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        {proof === 'password' ? (
          <FormField key="password" label="La tua password" error={errors.password?.message}>
            {(field) => (
              <Input {...field} {...register('password')} type="password" autoComplete="current-password" />
            )}
          </FormField>
        ) : (
          <FormField
            key="code"
            label="Codice dell'app di autenticazione"
            hint="Le 6 cifre che l'app mostra ora."
            error={errors.code?.message}
          >
            {(field) => (
              <Input {...field} {...register('code')} inputMode="numeric" autoComplete="one-time-code" />
            )}
          </FormField>
        )}
        {confirm.isError && (
          <FormAlert>
            {errorText(confirm.error, 'Non è stato possibile verificare: riprova tra qualche istante.')}
          </FormAlert>
        )}
        {hasAuthenticator && (
          <Button
            variant="link"
            className="justify-self-start px-0"
            disabled={busy}
            onClick={() => switchTo(proof === 'password' ? 'code' : 'password')}
          >
            {proof === 'password' ? "Usa invece il codice dell'app" : 'Usa invece la password'}
          </Button>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={close} disabled={busy}>
            Annulla
          </Button>
          <Button type="submit" pending={busy}>
            Conferma
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
