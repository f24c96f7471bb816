import { ANSWER_NOTE_MAX } from '@common/document-requests';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';

// The API's rule (reviewItemSchema: a rejection needs its message), as one field.
const rejectSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Scrivi al cliente cosa va rivisto')
    .max(ANSWER_NOTE_MAX, `Il messaggio può contenere al massimo ${ANSWER_NOTE_MAX} caratteri`),
});
type RejectValues = z.infer<typeof rejectSchema>;

interface RejectItemFormProps {
  itemName: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (message: string) => void;
}

/** 'Da rivedere': the message the client reads in the portal and by e-mail, required. */
export function RejectItemForm({ itemName, pending, onCancel, onSubmit }: RejectItemFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<RejectValues>({ resolver: zodResolver(rejectSchema), defaultValues: { message: '' } });
  // The field the person just asked for: typing starts there.
  React.useEffect(() => setFocus('message'), [setFocus]);

  return (
    <form
      noValidate
      aria-label={`Rimanda ${itemName} al cliente`}
      className="grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-3"
      onSubmit={handleSubmit((values) => onSubmit(values.message))}
    >
      <FormField
        label="Cosa va rivisto"
        hint="Il cliente lo legge nel portale e lo riceve per e-mail."
        error={errors.message?.message}
      >
        {(field) => <Textarea {...field} {...register('message')} rows={3} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" icon={<Send aria-hidden="true" />} pending={pending}>
          Rimanda al cliente
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Annulla
        </Button>
      </div>
    </form>
  );
}
