import type { adminThreadsQuerySchema } from '@common/schemas/messages';
import { and, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messages, messageThreads } from '../db/schema';
import { matches, ownedByMatchingUser } from '../lists/search';

type AdminThreadsQuery = z.output<typeof adminThreadsQuerySchema>;

/**
 * A client's own conversations: the subject, or any message they can read, matching `q`. Their few
 * conversations are tested one by one (exists), not every client's messages gathered first.
 */
export function ownThreadsWhere(ownerId: number, query: { state?: 'open' | 'closed'; q?: string }): SQL {
  const q = query.q;
  return and(
    eq(messageThreads.userId, ownerId),
    query.state ? eq(messageThreads.state, query.state) : undefined,
    q
      ? or(
          matches(messageThreads.searchText, q),
          sql`exists (select 1 from ${messages} where ${messages.threadId} = ${messageThreads.id}
                and not ${messages.internal} and ${matches(messages.searchText, q)})`,
        )
      : undefined,
  )!;
}

/**
 * Every client's conversations for the firm: by state, client and unread, and a search over subjects,
 * texts (the notes too) and clients' names. The messages' trigram index finds the texts first, handed
 * over as an array, as ownedByMatchingUser does with names.
 */
export function firmThreadsWhere(query: AdminThreadsQuery): SQL | undefined {
  const q = query.q;
  return and(
    query.state ? eq(messageThreads.state, query.state) : undefined,
    query.userId ? eq(messageThreads.userId, query.userId) : undefined,
    query.unread === true ? gt(messageThreads.unreadByFirm, 0) : undefined,
    query.unread === false ? eq(messageThreads.unreadByFirm, 0) : undefined,
    q
      ? or(
          matches(messageThreads.searchText, q),
          sql`${messageThreads.id} = any(array(select ${messages.threadId} from ${messages} where ${matches(messages.searchText, q)}))`,
          ownedByMatchingUser(messageThreads.userId, q),
        )
      : undefined,
  );
}
