import { COMMENT_MAX } from '@common/document-requests';
import type { RequestComment } from '@common/schemas/document-requests';
import { MessageSquarePlus } from 'lucide-react';
import * as React from 'react';
import { CommentList } from '~/components/comment-list';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import { errorText, isSessionEnded } from '~/lib/api-client';
import { lazySchema } from '~/lib/lazy-zod-resolver';
import { useAddComment } from '../api/use-request-answers';
import { Heading, type HeadingLevel } from './heading';

// The one form every client with a request sees at once: a single field, so no form library (about
// 10 KB on every phone); the API's own schema checks it, fetched when the client starts writing.
const commentSchema = lazySchema(() =>
  import('@common/schemas/request-answers').then((m) => m.commentSchema),
);

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
  const field = React.useRef<HTMLTextAreaElement>(null);
  const [text, setText] = React.useState('');
  const [problem, setProblem] = React.useState<string>();

  const check = async (value: string) => {
    const result = (await commentSchema.get()).safeParse({ text: value });
    setProblem(result.success ? undefined : result.error.issues[0]?.message);
    return result.success ? result.data.text : null;
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = await check(text);
    if (checked === null) return field.current?.focus();
    add.mutate(checked, {
      onSuccess: () => {
        setText('');
        field.current?.focus();
      },
    });
  };
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
      <form noValidate onSubmit={submit} onFocus={commentSchema.preload} className="grid gap-3">
        <FormField label="Aggiungi un commento" error={problem}>
          {(control) => (
            <Textarea
              {...control}
              ref={field}
              name="text"
              value={text}
              // Once a problem is shown, it goes as soon as the text is right (as the other forms do).
              onChange={(event) => {
                setText(event.target.value);
                if (problem) void check(event.target.value);
              }}
              rows={3}
              maxLength={COMMENT_MAX}
            />
          )}
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
