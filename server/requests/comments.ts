import { COMMENTS_PER_REQUEST_MAX, THREAD_FULL, TOO_MANY_COMMENTS } from '@common/document-requests';
import type { RequestComment } from '@common/schemas/document-requests';
import type { Page, PageQuery } from '@common/schemas/paging';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/guards';
import type { Db } from '../db/client';
import { requestComments, users } from '../db/schema';
import { HttpError } from '../http-error';
import { countRequest } from '../limits/request-limit';
import { tooManyRequests } from '../limits/too-many-requests';
import { newestFirstBy } from '../lists/paging';
import { pickPageRows } from '../lists/pick-page';

export type CommentSide = keyof typeof THREAD_FULL;

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * Comments a person may write in ten minutes, counted in the database (every instance, across
 * restarts): plenty for a conversation, a wall for a script or a stolen session, which wrote 200
 * in 2.7 s. Staff answer many clients in a morning, so more for them.
 */
export const COMMENT_RATE_LIMITS = {
  client: { max: 30, timeWindow: TEN_MINUTES },
  firm: { max: 60, timeWindow: TEN_MINUTES },
} as const;

/** A route's onRequest hook: counts the comment before its body is read, refused ones too. */
export function limitComments(app: FastifyInstance, side: CommentSide) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const me = requireUser(request);
    const wait = await countRequest(app.db, `comment:${me.id}`, COMMENT_RATE_LIMITS[side], app.now());
    if (wait > 0) throw tooManyRequests(reply, wait, TOO_MANY_COMMENTS);
  };
}

/**
 * A comment by the client or the firm, with the request already checked and locked (so two at once
 * cannot both be the last one a full thread takes): refused past COMMENTS_PER_REQUEST_MAX.
 */
export async function addComment(
  tx: Db,
  args: { requestId: number; authorId: number; text: string; now: Date; side: CommentSide },
) {
  const written = await tx.$count(requestComments, eq(requestComments.requestId, args.requestId));
  if (written >= COMMENTS_PER_REQUEST_MAX) throw new HttpError(409, THREAD_FULL[args.side]);
  const [row] = await tx
    .insert(requestComments)
    .values({ requestId: args.requestId, authorId: args.authorId, text: args.text, createdAt: args.now })
    .returning();
  return row!;
}

/** What a comment is read with: its author's name, if the account is still there. */
export const commentColumns = {
  id: requestComments.id,
  requestId: requestComments.requestId,
  authorId: requestComments.authorId,
  authorName: users.fullName,
  text: requestComments.text,
  createdAt: requestComments.createdAt,
};

interface CommentRow {
  id: number;
  authorId: number | null;
  authorName: string | null;
  text: string;
  createdAt: Date;
}

/** A comment whose author's account is gone was the firm's: a client's goes with their requests. */
const FORMER_STAFF = 'Lo studio';

/** A comment as the API answers it; `ownerId` is the request's client. */
export function toComment(row: CommentRow, ownerId: number): RequestComment {
  return {
    id: row.id,
    author: row.authorId !== null && row.authorId === ownerId ? 'client' : 'firm',
    authorName: row.authorName ?? FORMER_STAFF,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first, on the (request_id, created_at) index; the id settles comments of one instant. */
const newestFirst = newestFirstBy(requestComments.createdAt, requestComments.id);

/** One page of a request's comments, newest first: the firm reads the end of a thread first. */
export async function commentsPage(
  db: Db,
  request: { id: number; userId: number },
  query: Pick<PageQuery, 'limit' | 'cursor'>,
): Promise<Page<RequestComment>> {
  const { rows, ...page } = await pickPageRows(
    db,
    {
      table: sql`${requestComments}`,
      order: newestFirst,
      where: eq(requestComments.requestId, request.id),
      searching: false,
    },
    query,
    (ids) =>
      db
        .select(commentColumns)
        .from(requestComments)
        .leftJoin(users, eq(users.id, requestComments.authorId))
        .where(inArray(requestComments.id, ids)),
  );
  return { ...page, items: rows.map((row) => toComment(row, request.userId)) };
}
