import { THREAD_SUBJECT_MAX } from '@common/messages';
import { type NewThreadInput, newThreadSchema } from '@common/schemas/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Send } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';
import { errorText } from '~/lib/api-client';
import { sendMessageFile, useCreateThread } from '../api/messages';
import { showFieldRefusals } from '../api/server-refusal';
import { useMessageFiles } from '../api/use-message-files';
import type { NewThreadLink } from '../messages-address';
import { MessageFilesField } from './message-files-field';
import { TextLength } from './text-length';

interface NewThreadFormProps {
  /** Written already when the conversation starts from a payment or a request. */
  subject: string;
  link: NewThreadLink;
  onCancel: () => void;
  onCreated: (id: number) => void;
}

const aboutText = (link: NonNullable<NewThreadLink>) =>
  'paymentId' in link ? 'il pagamento' : 'requestId' in link ? 'la richiesta' : 'il documento';

/** 'Nuova conversazione': a subject and the first message, maybe about a payment or a request. */
export function NewThreadForm({ subject, link, onCancel, onCreated }: NewThreadFormProps) {
  const create = useCreateThread();
  const heading = React.useRef<HTMLHeadingElement>(null);
  const { register, handleSubmit, watch, setError, formState } = useForm<NewThreadInput>({
    resolver: zodResolver(newThreadSchema),
    defaultValues: { subject, text: '', ...link },
  });
  const [alert, setAlert] = React.useState<string | null>(null);
  const [batch] = React.useState(() => crypto.randomUUID());
  // The subject as it is when the file is picked names the conversation in the file's note.
  const files = useMessageFiles((file) =>
    sendMessageFile(file, watch('subject') || 'Nuova conversazione', batch),
  );
  React.useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  const onSubmit = handleSubmit((values) => {
    setAlert(null);
    create.mutate(
      { ...values, uploadIds: files.ids },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (!showFieldRefusals(error, setError, ['subject', 'text']))
            setAlert(errorText(error, 'Conversazione non iniziata: riprova tra qualche istante.'));
        },
      },
    );
  });
  const errors = formState.errors;

  return (
    <section aria-labelledby="new-thread-heading" className="grid max-w-3xl gap-4">
      <div>
        <Button variant="outline" size="sm" icon={<ArrowLeft aria-hidden="true" />} onClick={onCancel}>
          Tutte le conversazioni
        </Button>
      </div>
      <div>
        <h2
          id="new-thread-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-brand-900 focus:outline-none!"
        >
          Nuova conversazione
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {link
            ? `La conversazione riguarda ${aboutText(link)}: lo studio la vede insieme al messaggio.`
            : 'Lo studio legge il messaggio e ti risponde qui.'}
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField label="Oggetto" error={errors.subject?.message}>
          {(field) => (
            <Input {...field} {...register('subject')} autoComplete="off" maxLength={THREAD_SUBJECT_MAX} />
          )}
        </FormField>
        <FormField label="Messaggio" hint={<TextLength text={watch('text')} />} error={errors.text?.message}>
          {(field) => <Textarea {...field} {...register('text')} rows={6} />}
        </FormField>
        <MessageFilesField files={files} />
        {alert && <FormAlert>{alert}</FormAlert>}
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            icon={<Send aria-hidden="true" />}
            pending={create.isPending}
            disabled={files.busy}
          >
            Invia allo studio
          </Button>
          <Button variant="outline" onClick={onCancel}>
            Annulla
          </Button>
        </div>
      </form>
    </section>
  );
}
