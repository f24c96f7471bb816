import { romeToday } from '@common/calendar-date';
import { type RequestFormValues, requestFormSchema } from '@common/schemas/document-requests';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Send } from 'lucide-react';
import * as React from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { DialogClose, DialogFooter } from '~/components/ui/dialog';
import { DialogShell } from '~/components/ui/dialog-shell';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';
import { errorText } from '~/lib/api-client';
import { useDebouncedSearch } from '~/lib/use-debounced-search';
import { useCreateRequest, useMatchingClients } from '../api/admin-requests';
import {
  createBody,
  NO_RECIPIENTS,
  newRequestDefaults,
  type Recipients,
  type RequestFormOutput,
  recipientsProblem,
} from '../request-form';
import { ChecklistEditor, type ChecklistForm } from './checklist-editor';
import { RecipientsField } from './recipients-field';
import { ReminderDaysField } from './reminder-days-field';
import { SaveTemplateDialog } from './save-template-dialog';
import { TemplateSelect } from './template-select';

/** 'Nuova richiesta': a checklist with its due date and reminders, to some clients or all of them. */
export function NewRequestDialog() {
  const [open, setOpen] = React.useState(false);
  const today = romeToday();
  const create = useCreateRequest();
  const form = useForm<RequestFormValues, unknown, RequestFormOutput>({
    resolver: zodResolver(requestFormSchema),
    defaultValues: newRequestDefaults(today),
  });
  const { register, handleSubmit, reset, getValues, control, formState } = form;
  const errors = formState.errors;
  const [recipients, setRecipients] = React.useState<Recipients>(NO_RECIPIENTS);
  const [recipientsError, setRecipientsError] = React.useState<string | null>(null);
  const recipientsBox = React.useRef<HTMLFieldSetElement>(null);
  // The count follows the search once typing pauses, as the lists' searches do.
  const [countedQ, setCountedQ] = React.useState('');
  const [, typeQ] = useDebouncedSearch(countedQ, setCountedQ);
  const matching = useMatchingClients(countedQ, open && recipients.mode === 'all');
  const matchingCount = matching.data && !matching.isPlaceholderData ? matching.data : null;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    // Closing discards the draft, as after sending it.
    if (!next) {
      reset(newRequestDefaults(romeToday()));
      setRecipients(NO_RECIPIENTS);
      setRecipientsError(null);
      setCountedQ('');
      create.reset();
    }
  };
  const changeRecipients = (next: Recipients) => {
    setRecipients(next);
    setRecipientsError(null);
    if (next.q !== recipients.q) typeQ(next.q);
  };
  const checkRecipients = () => {
    const problem = recipientsProblem(recipients, matchingCount?.total ?? null);
    setRecipientsError(problem);
    return problem === null;
  };

  const onSubmit = handleSubmit(
    (values) => {
      if (!checkRecipients()) {
        // The rest of the form is fine: the focus goes to the field that needs a choice.
        requestAnimationFrame(() =>
          recipientsBox.current
            ?.querySelector<HTMLInputElement>('input[role="combobox"], input[type="search"]')
            ?.focus(),
        );
        return;
      }
      create.mutate(createBody(values, recipients), { onSuccess: () => changeOpen(false) });
    },
    () => checkRecipients(),
  );

  return (
    <DialogShell
      open={open}
      onOpenChange={changeOpen}
      trigger={<Button icon={<Plus aria-hidden="true" />}>Nuova richiesta</Button>}
      title="Nuova richiesta di documenti"
      description="Il cliente la trova in «Richieste dello studio» e riceve i promemoria per e-mail finché non ha risposto a tutto."
      className="max-w-3xl"
      // A click beside the dialog does not throw a long draft away; Annulla, Chiudi and Escape still close it.
      onInteractOutside={(event) => event.preventDefault()}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <TemplateSelect onApply={(apply) => reset(apply(getValues()))} />
        <FormField label="Titolo" error={errors.title?.message}>
          {(field) => <Input {...field} {...register('title')} autoComplete="off" />}
        </FormField>
        <FormField label="Scadenza" error={errors.dueDate?.message} className="sm:max-w-xs">
          {(field) => <Input {...field} {...register('dueDate')} type="date" min={today} />}
        </FormField>
        <FormField
          label="Messaggio (facoltativo)"
          hint="Lo legge il cliente sopra la lista dei documenti."
          error={errors.message?.message}
        >
          {(field) => <Textarea {...field} {...register('message')} rows={3} />}
        </FormField>
        {/* The editor reads only `items`, which this form has in the same shape. */}
        <ChecklistEditor form={form as unknown as UseFormReturn<ChecklistForm>} />
        <div>
          <SaveTemplateDialog current={() => ({ title: getValues('title'), items: getValues('items') })} />
        </div>
        <Controller
          control={control}
          name="reminderDays"
          render={({ field, fieldState }) => (
            <ReminderDaysField
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <RecipientsField
          value={recipients}
          onChange={changeRecipients}
          matching={matchingCount}
          error={recipientsError}
          fieldsetRef={recipientsBox}
        />
        {create.error && (
          <FormAlert>
            {errorText(create.error, 'Richiesta non inviata: riprova tra qualche istante.')}
          </FormAlert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Annulla</Button>
          </DialogClose>
          <Button type="submit" icon={<Send aria-hidden="true" />} pending={create.isPending}>
            Invia richiesta
          </Button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
