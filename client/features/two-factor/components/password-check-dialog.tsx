import { type PasswordCheckInput, passwordCheckSchema } from '@common/schemas/two-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { DialogShell } from '~/components/ui/dialog-shell';
import { PasswordField } from '~/components/ui/password-field';

interface PasswordCheckDialogProps {
  open: boolean;
  title: string;
  description: React.ReactNode;
  action: string;
  busy: boolean;
  onSubmit: (values: PasswordCheckInput, done: () => void) => void;
  onClose: () => void;
}

/** Asks the password again before a change that weakens or replaces a second factor. */
export function PasswordCheckDialog({
  open,
  title,
  description,
  action,
  busy,
  onSubmit,
  onClose,
}: PasswordCheckDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<PasswordCheckInput>({
    resolver: zodResolver(passwordCheckSchema),
    defaultValues: { password: '' },
  });
  const close = () => {
    reset({ password: '' });
    onClose();
  };
  const submit = handleSubmit((values) =>
    onSubmit(values, () => {
      reset({ password: '' });
      setFocus('password');
    }),
  );

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => !next && !busy && close()}
      title={title}
      description={description}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <PasswordField
          label="La tua password"
          name="password"
          register={register}
          error={errors.password?.message}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={close} disabled={busy}>
            Annulla
          </Button>
          <Button type="submit" pending={busy}>
            {action}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
