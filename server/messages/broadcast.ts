import type { firmThreadsSchema } from '@common/schemas/messages';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, selectRows } from '../db/client';
import { messageThreads } from '../db/schema';
import { targetClients } from '../requests/create';
import { type NoticeTargets, queueMessageNotice } from './notices';

type FirmThreads = z.output<typeof firmThreadsSchema>;

const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

/**
 * The firm writes first: one conversation per client named (or matched by the users list's search,
 * as a request for many clients is made), each with the first message, in two statements whatever the
 * number of clients. Each client is told as for any message of the firm: if still unread after a while.
 */
export async function startFirmThreads(
  tx: Db,
  input: FirmThreads,
  by: { adminId: number; now: Date; targets: NoticeTargets },
): Promise<number[]> {
  const clientIds = await targetClients(tx, { userIds: input.userIds, allClients: input.filter });
  const at = by.now.toISOString();
  const created = await selectRows<{ id: number; user_id: number }>(
    tx,
    sql`insert into message_threads (user_id, subject, created_at, created_by, last_message_at, last_public_at, unread_by_client)
        select c.id, ${input.subject}, ${at}::timestamptz, ${by.adminId}, ${at}::timestamptz, ${at}::timestamptz, 1
        from unnest(${intArray(clientIds)}::int[]) with ordinality as c(id, ord)
        order by c.ord
        returning id, user_id`,
  );
  const byClient = new Map(created.map((r) => [Number(r.user_id), Number(r.id)]));
  const ids = clientIds.map((c) => byClient.get(c)!);
  await tx.execute(
    sql`insert into messages (thread_id, author_id, from_firm, text, created_at)
        select t.id, ${by.adminId}, true, ${input.text}, ${at}::timestamptz
        from unnest(${intArray(ids)}::int[]) as t(id) order by t.id`,
  );
  await tx.execute(
    sql`select pg_notify('message_events', json_build_object('kind', 'message', 'threadId', t.id, 'userId', t.user_id, 'firmOnly', false)::text)
        from unnest(${intArray(ids)}::int[]) as n(id) join message_threads t on t.id = n.id`,
  );
  if (by.targets.clientMail) {
    const threads = await tx.select().from(messageThreads).where(inArray(messageThreads.id, ids));
    for (const thread of threads) await queueMessageNotice(tx, thread, 'firm', by.targets, by.now);
  }
  return ids;
}
