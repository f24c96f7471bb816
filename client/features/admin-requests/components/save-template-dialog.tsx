import { type RequestTemplateInput, requestTemplateInputSchema } from '@common/schemas/document-requests';
import { Save } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { DialogClose, DialogFooter } from '~/components/ui/dialog';
import { DialogShell } from '~/components/ui/dialog-shell';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { errorText } from '~/lib/api-client';
import { nameTaken, saveProblem, useSaveTemplate } from '../api/request-templates';

interface SaveTemplateDialogProps {
  /** The request form's title and checklist as they are now. */
  current: () => Omit<RequestTemplateInput, 'name'>;
}

/** 'Salva come modello': the request's title and checklist kept under a name, for the next season. */
export function SaveTemplateDialog({ current }: SaveTemplateDialogProps) {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState('');
  const [nameError, setNameError] = React.useState<string | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);
  const save = useSaveTemplate();

  const changeOpen = (next: boolean) => {
    setOpen(next);
    setNameError(null);
    setProblem(null);
    save.reset();
    if (!next) setName('');
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the request's form in React's tree: its submit would bubble up and send the request.
    event.stopPropagation();
    const parsed = requestTemplateInputSchema.safeParse({ ...current(), name });
    if (!parsed.success) {
      const nameIssue = parsed.error.issues.find((i) => i.path[0] === 'name');
      const other = parsed.error.issues.find((i) => i.path[0] !== 'name');
      setNameError(nameIssue?.message ?? null);
      setProblem(other ? `Prima completa la richiesta: ${other.message.toLowerCase()}.` : null);
      return;
    }
    setNameError(null);
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: () => changeOpen(false),
      onError: (error) => {
        if (nameTaken(error)) setNameError(errorText(error, 'Nome già in uso'));
      },
    });
  };

  const serverProblem = saveProblem(save.error);

  return (
    <DialogShell
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="outline" size="sm" icon={<Save aria-hidden="true" />}>
          Salva come modello
        </Button>
      }
      title="Salva come modello"
      description="Il titolo e la lista dei documenti di questa richiesta, da riusare con «Modello»."
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FormField label="Nome del modello" error={nameError ?? undefined}>
          {(field) => (
            <Input {...field} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
          )}
        </FormField>
        {(problem ?? serverProblem) && <FormAlert>{problem ?? serverProblem}</FormAlert>}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Annulla</Button>
          </DialogClose>
          <Button type="submit" pending={save.isPending}>
            Salva modello
          </Button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
