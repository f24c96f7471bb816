import type { RequestComment } from '@common/schemas/document-requests';
import { formatDateTime, isoDateTime } from '~/lib/dates';
import { cn } from '~/lib/utils';

/** Who wrote it, as the reader sees it: the client reads their own as 'Tu'. */
function authorLabel(comment: RequestComment, reader: 'firm' | 'client'): string {
  if (comment.author === 'firm') return `${comment.authorName} (studio)`;
  return reader === 'client' ? 'Tu' : `${comment.authorName} (cliente)`;
}

/** A request's conversation, oldest first, as both the firm and the client read it. */
export function CommentList({
  comments,
  reader,
  labelledBy,
}: {
  comments: readonly RequestComment[];
  reader: 'firm' | 'client';
  labelledBy: string;
}) {
  return (
    <ol aria-labelledby={labelledBy} className="grid gap-2">
      {comments.map((comment) => (
        <li
          key={comment.id}
          className={cn(
            'rounded-md p-3',
            comment.author === 'firm' ? 'bg-brand-50' : 'border border-slate-200 bg-white',
          )}
        >
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{authorLabel(comment, reader)}</span>
            {' · '}
            <time dateTime={isoDateTime(comment.createdAt)}>{formatDateTime(comment.createdAt)}</time>
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{comment.text}</p>
        </li>
      ))}
    </ol>
  );
}
