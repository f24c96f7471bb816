import { formatInteger } from '@common/format';
import { commentSchema } from '@common/schemas/request-answers';
import { zodResolver } from '@hookform/resolvers/zod';
import { History, MessageSquarePlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CommentList } from '~/components/comment-list';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { formatTotal } from '~/components/ui/load-more';
import { LoadingStatus } from '~/components/ui/loading-status';
import { Textarea } from '~/components/ui/textarea';
import { errorText } from '~/lib/api-client';
import { useAddRequestComment, useRequestComments } from '../api/admin-requests';

type CommentValues = z.input<typeof commentSchema>;

/**
 * The conversation about a request, oldest first, and the firm's reply: the latest comments at once,
 * older ones above them on demand (a thread may hold 500, and a client could fill one).
 */
export function RequestComments({ requestId }: { requestId: number }) {
  const thread = useRequestComments(requestId);
  const add = useAddRequestComment(requestId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CommentValues>({ resolver: zodResolver(commentSchema), defaultValues: { text: '' } });

  const onSubmit = handleSubmit((values) => add.mutate(values.text.trim(), { onSuccess: () => reset() }));
  // The server pages newest first; a thread reads top to bottom.
  const comments = [...thread.items].reverse();

  return (
    <section aria-labelledby="request-comments-heading" className="grid gap-3">
      <h3 id="request-comments-heading" className="font-semibold text-slate-900">
        Commenti
      </h3>
      {thread.isPending ? (
        <LoadingStatus>Caricamento dei commenti...</LoadingStatus>
      ) : thread.isError && comments.length === 0 ? (
        <FormAlert>
          {errorText(thread.error, 'Commenti non caricati: riprova tra qualche istante.')}
        </FormAlert>
      ) : comments.length === 0 ? (
        <p className="text-sm text-slate-700">Ancora nessun commento.</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700" aria-live="polite">
              {thread.hasNextPage
                ? `Gli ultimi ${formatInteger(comments.length)} di ${formatTotal(thread.total, thread.totalCapped)} commenti`
                : `${formatInteger(comments.length)} ${comments.length === 1 ? 'commento' : 'commenti'}`}
            </p>
            {thread.hasNextPage && (
              <Button
                variant="outline"
                size="sm"
                icon={<History aria-hidden="true" />}
                pending={thread.isFetchingNextPage}
                onClick={() => void thread.fetchNextPage()}
              >
                Carica i commenti precedenti
              </Button>
            )}
          </div>
          <CommentList comments={comments} reader="firm" labelledBy="request-comments-heading" />
        </>
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
