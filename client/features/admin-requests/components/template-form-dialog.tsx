import {
  type RequestTemplate,
  type RequestTemplateInput,
  requestTemplateInputSchema,
} from '@common/schemas/document-requests';
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { DialogClose, DialogFooter } from '~/components/ui/dialog';
import { DialogShell } from '~/components/ui/dialog-shell';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { errorText } from '~/lib/api-client';
import { useReturnFocus } from '~/lib/use-return-focus';
import { nameTaken, saveProblem, useSaveTemplate } from '../api/request-templates';
import { emptyItem, templateRows } from '../request-form';
import { ChecklistEditor, type ChecklistForm } from './checklist-editor';

type TemplateValues = RequestTemplateInput;
type TemplateOutput = z.output<typeof requestTemplateInputSchema>;

interface TemplateFormDialogProps {
  /** The template edited, 'new' for a new one, null when closed. */
  template: RequestTemplate | 'new' | null;
  onClose: () => void;
}

const valuesOf = (template: RequestTemplate | 'new' | null): TemplateValues =>
  template && template !== 'new'
    ? { name: template.name, title: template.title, items: templateRows(template) }
    : { name: '', title: '', items: [emptyItem()] };

/** Edits a template (a shipped one too) or writes a new one. */
export function TemplateFormDialog({ template, onClose }: TemplateFormDialogProps) {
  const save = useSaveTemplate();
  // Opened from a row's 'Modifica' or from 'Nuovo modello', not by a Trigger: the focus goes back there.
  const returnFocus = useReturnFocus();
  const form = useForm<TemplateValues, unknown, TemplateOutput>({
    resolver: zodResolver(requestTemplateInputSchema),
    defaultValues: valuesOf(template),
  });
  const { register, handleSubmit, reset, setError, setFocus, formState } = form;

  // Each opening starts from the template chosen.
  React.useEffect(() => {
    if (template) reset(valuesOf(template));
  }, [template, reset]);

  const close = () => {
    save.reset();
    onClose();
  };
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { ...values, id: template && template !== 'new' ? template.id : undefined },
      {
        onSuccess: close,
        onError: (error) => {
          if (nameTaken(error)) {
            setError('name', { message: errorText(error, 'Nome già in uso') });
            setFocus('name');
          }
        },
      },
    ),
  );
  const serverProblem = saveProblem(save.error);

  return (
    <DialogShell
      open={template !== null}
      onOpenChange={(open) => !open && close()}
      title={template === 'new' ? 'Nuovo modello' : 'Modifica modello'}
      description="Il titolo e la lista dei documenti che il modello mette in una nuova richiesta."
      className="max-w-2xl"
      {...returnFocus}
      // A click beside the dialog does not throw a long draft away; Annulla, Chiudi and Escape still close it.
      onInteractOutside={(event) => event.preventDefault()}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField label="Nome del modello" error={formState.errors.name?.message}>
          {(field) => <Input {...field} {...register('name')} autoComplete="off" />}
        </FormField>
        <FormField label="Titolo della richiesta" error={formState.errors.title?.message}>
          {(field) => <Input {...field} {...register('title')} autoComplete="off" />}
        </FormField>
        {/* The editor reads only `items`, which this form has in the same shape. */}
        <ChecklistEditor form={form as unknown as UseFormReturn<ChecklistForm>} />
        {serverProblem && <FormAlert>{serverProblem}</FormAlert>}
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
