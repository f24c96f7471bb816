import { BULK_UPLOAD_ACCEPT } from '@common/documents';
import { type FirmMessageInput, firmMessageSchema } from '@common/schemas/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, Send } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import { showFieldRefusals } from '~/features/messages/api/server-refusal';
import { useMessageFiles } from '~/features/messages/api/use-message-files';
import { MessageFilesField } from '~/features/messages/components/message-files-field';
import { TextLength } from '~/features/messages/components/text-length';
import { errorText } from '~/lib/api-client';
import { type FirmMessageTarget, sendFirmFile, useFirmMessage } from '../api/admin-messages';

type FirmMessageOutput = z.output<typeof firmMessageSchema>;

interface FirmReplyFormProps {
  target: FirmMessageTarget;
  clientId: number;
  /** Once sent: a request's first message made its conversation. */
  onSent?: () => void;
}

/** The firm's reply to the client, or a note only staff read. */
export function FirmReplyForm({ target, clientId, onSent }: FirmReplyFormProps) {
  const send = useFirmMessage(target);
  const files = useMessageFiles((file) => sendFirmFile(file, clientId));
  const { register, handleSubmit, reset, watch, setError, formState } = useForm<
    FirmMessageInput,
    unknown,
    FirmMessageOutput
  >({ resolver: zodResolver(firmMessageSchema), defaultValues: { text: '', internal: false } });
  const [alert, setAlert] = React.useState<string | null>(null);
  const internal = watch('internal');
  // A request's conversation begins with what the client reads: notes come once it exists.
  const notes = 'threadId' in target;
  const onSubmit = handleSubmit((values) => {
    setAlert(null);
    send.mutate(
      { ...values, documentIds: values.internal ? [] : files.ids },
      {
        // The choice stays: notes often come one after another.
        onSuccess: () => {
          reset({ text: '', internal: values.internal });
          if (!values.internal) files.clear();
          onSent?.();
        },
        onError: (error) => {
          if (!showFieldRefusals(error, setError, ['text']))
            setAlert(errorText(error, 'Messaggio non inviato: riprova tra qualche istante.'));
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-2">
      <FormField
        label={internal ? 'Nota interna' : 'Rispondi al cliente'}
        hint={<TextLength text={watch('text')} />}
        error={formState.errors.text?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            {...register('text')}
            rows={4}
            className={internal ? 'border-amber-400 bg-amber-50' : undefined}
          />
        )}
      </FormField>
      {notes && (
        <label className="flex min-h-9 items-center gap-2 text-sm text-slate-900">
          <input type="checkbox" {...register('internal')} className="size-4 accent-amber-600" />
          Nota interna (solo per lo studio)
        </label>
      )}
      {/* A note's files would still be the client's documents: notes carry none. */}
      {!internal && <MessageFilesField files={files} accept={BULK_UPLOAD_ACCEPT} />}
      {alert && <FormAlert>{alert}</FormAlert>}
      <div>
        <Button
          type="submit"
          icon={internal ? <Lock aria-hidden="true" /> : <Send aria-hidden="true" />}
          pending={send.isPending}
          disabled={!internal && files.busy}
        >
          {internal ? 'Salva nota' : 'Invia al cliente'}
        </Button>
      </div>
    </form>
  );
}
