import { type NewMessageInput, newMessageSchema } from '@common/schemas/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import { errorText } from '~/lib/api-client';
import { sendMessageFile, useSendMessage } from '../api/messages';
import { showFieldRefusals } from '../api/server-refusal';
import { useMessageFiles } from '../api/use-message-files';
import { MessageFilesField } from './message-files-field';
import { TextLength } from './text-length';

/** The client's answer, at the end of the conversation. */
export function ReplyForm({ threadId, subject }: { threadId: number; subject: string }) {
  const send = useSendMessage(threadId);
  const [batch] = React.useState(() => crypto.randomUUID());
  const files = useMessageFiles((file) => sendMessageFile(file, subject, batch));
  const { register, handleSubmit, reset, watch, setError, formState } = useForm<NewMessageInput>({
    resolver: zodResolver(newMessageSchema),
    defaultValues: { text: '' },
  });
  const [alert, setAlert] = React.useState<string | null>(null);
  const onSubmit = handleSubmit((values) => {
    setAlert(null);
    send.mutate(
      { text: values.text, uploadIds: files.ids },
      {
        onSuccess: () => {
          reset();
          files.clear();
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
        label="Rispondi"
        hint={<TextLength text={watch('text')} />}
        error={formState.errors.text?.message}
      >
        {(field) => <Textarea {...field} {...register('text')} rows={4} />}
      </FormField>
      <MessageFilesField files={files} />
      {alert && <FormAlert>{alert}</FormAlert>}
      <div>
        <Button
          type="submit"
          icon={<Send aria-hidden="true" />}
          pending={send.isPending}
          disabled={files.busy}
        >
          Invia
        </Button>
      </div>
    </form>
  );
}
