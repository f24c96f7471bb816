import type { RequestComment } from '@common/schemas/document-requests';
import { commentSchema } from '@common/schemas/request-answers';
import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquarePlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CommentList } from '~/components/comment-list';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import { errorText } from '~/lib/api-client';
import { useAddRequestComment } from '../api/admin-requests';

type CommentValues = z.input<typeof commentSchema>;

/** The conversation about a request, oldest first, and the firm's reply. */
export function RequestComments({ requestId, comments }: { requestId: number; comments: RequestComment[] }) {
  const add = useAddRequestComment(requestId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CommentValues>({ resolver: zodResolver(commentSchema), defaultValues: { text: '' } });

  const onSubmit = handleSubmit((values) => add.mutate(values.text.trim(), { onSuccess: () => reset() }));

  return (
    <section aria-labelledby="request-comments-heading" className="grid gap-3">
      <h3 id="request-comments-heading" className="font-semibold text-slate-900">
        Commenti
      </h3>
      {comments.length === 0 ? (
        <p className="text-sm text-slate-700">Ancora nessun commento.</p>
      ) : (
        <CommentList comments={comments} reader="firm" labelledBy="request-comments-heading" />
      )}
      <form noValidate onSubmit={onSubmit} className="grid gap-2">
        <FormField label="Rispondi al cliente" error={errors.text?.message}>
          {(field) => <Textarea {...field} {...register('text')} rows={3} />}
        </FormField>
        {add.error && (
          <FormAlert>{errorText(add.error, 'Commento non inviato: riprova tra qualche istante.')}</FormAlert>
        )}
        <div>
          <Button
            type="submit"
            size="sm"
            icon={<MessageSquarePlus aria-hidden="true" />}
            pending={add.isPending}
          >
            Invia commento
          </Button>
        </div>
      </form>
    </section>
  );
}
