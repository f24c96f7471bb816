import { type AdminUser, type TaxIdsInput, taxIdsSchema } from '@common/schemas/admin-users';
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { DialogClose, DialogFooter } from '~/components/ui/dialog';
import { DialogShell } from '~/components/ui/dialog-shell';
import { FormAlert } from '~/components/ui/form-alert';
import { errorText } from '~/lib/api-client';
import { useReturnFocus } from '~/lib/use-return-focus';
import { type TaxIdsValues, useSetTaxIds } from '../api/admin-users';
import { isFieldRefusal, showFieldRefusal, TaxIdFields } from './tax-id-fields';

interface TaxIdsDialogProps {
  user: AdminUser | null;
  onClose: () => void;
}

const valuesOf = (user: AdminUser | null): TaxIdsInput => ({
  codiceFiscale: user?.codiceFiscale ?? '',
  partitaIva: user?.partitaIva ?? '',
});

/** 'Dati fiscali' of a client's row: the codice fiscale and partita IVA an import sorts files by. */
export function TaxIdsDialog({ user, onClose }: TaxIdsDialogProps) {
  const save = useSetTaxIds();
  const returnFocus = useReturnFocus();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TaxIdsInput, unknown, TaxIdsValues>({
    resolver: zodResolver(taxIdsSchema),
    defaultValues: valuesOf(user),
  });

  // Each opening starts from the account's values as the list has them.
  React.useEffect(() => {
    if (user) reset(valuesOf(user));
  }, [user, reset]);

  const close = () => {
    save.reset();
    onClose();
  };

  const onSubmit = handleSubmit((values) => {
    if (!user) return;
    save.mutate(
      { user, values },
      { onSuccess: close, onError: (error) => showFieldRefusal(error, setError) },
    );
  });

  return (
    <DialogShell
      open={user !== null}
      onOpenChange={(open) => !open && !save.isPending && close()}
      {...returnFocus}
      title={<>Dati fiscali di {user?.username}</>}
      titleClassName="break-all"
      description="Con il codice fiscale o la partita IVA nel nome di un file, l'importazione riconosce a chi è destinato. Lascia vuoto un campo per toglierlo."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TaxIdFields register={register} errors={errors} />
        {save.error && !isFieldRefusal(save.error) && (
          <FormAlert>{errorText(save.error, 'Dati fiscali non salvati')}</FormAlert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Annulla</Button>
          </DialogClose>
          <Button type="submit" pending={save.isPending}>
            {save.isPending ? 'Salvataggio...' : 'Salva'}
          </Button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
