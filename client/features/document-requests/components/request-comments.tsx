import { COMMENT_MAX, commentSchema, type RequestComment } from '@common/schemas/document-requests';
import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquarePlus } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CommentList } from '~/components/comment-list';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import { errorText, isSessionEnded } from '~/lib/api-client';
import { useAddComment } from '../api/use-request-answers';
import { Heading, type HeadingLevel } from './heading';

type CommentValues = z.infer<typeof commentSchema>;

const FAILED = 'Non è stato possibile inviare il commento. Controlla la connessione e riprova.';

/** The request's thread with the firm, and the form to add to it. */
export function RequestComments({
  requestId,
  comments,
  level,
}: {
  requestId: number;
  comments: readonly RequestComment[];
  level: HeadingLevel;
}) {
  const headingId = React.useId();
  const add = useAddComment(requestId);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<CommentValues>({ resolver: zodResolver(commentSchema), defaultValues: { text: '' } });
  const submit = handleSubmit(({ text }) =>
    add.mutate(text, {
      onSuccess: () => {
        reset({ text: '' });
        setFocus('text');
      },
    }),
  );
  const failure = add.error && !isSessionEnded(add.error) ? errorText(add.error, FAILED) : null;

  return (
    <div className="grid gap-3">
      <Heading level={level} id={headingId} className="font-semibold text-slate-900">
        Commenti
      </Heading>
      {comments.length === 0 ? (
        <p className="text-sm text-slate-700">
          Hai una domanda su questa richiesta? Scrivila qui: lo studio la legge e ti risponde.
        </p>
      ) : (
        <CommentList comments={comments} reader="client" labelledBy={headingId} />
      )}
      <form noValidate onSubmit={submit} className="grid gap-3">
        <FormField label="Aggiungi un commento" error={errors.text?.message}>
          {(field) => <Textarea {...field} {...register('text')} rows={3} maxLength={COMMENT_MAX} />}
        </FormField>
        {failure && <FormAlert>{failure}</FormAlert>}
        <Button
          type="submit"
          variant="outline"
          size="lg"
          className="justify-self-start"
          icon={<MessageSquarePlus aria-hidden="true" />}
          pending={add.isPending}
        >
          Invia commento
        </Button>
      </form>
    </div>
  );
}
