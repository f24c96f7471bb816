import type { createRequestSchema } from '@common/schemas/document-requests';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, selectRows } from '../db/client';
import { users } from '../db/schema';
import { matches } from '../lists/search';
import { ID_MAX } from '../routes/id-params';

export type CreateRequest = z.output<typeof createRequestSchema>;

/** A 400 on the clients' field: the form shows it beside the picker. */
export class ClientsRefused extends Error {
  constructor(readonly text: string) {
    super(text);
  }
  get body() {
    return { message: this.text, fieldErrors: { userIds: this.text } };
  }
}

/**
 * The clients a creation reaches: the ids named, in their order (each once),
 * all of them clients; or with `allClients` every client the users list's
 * search matches (the same expression as GET /api/admin/users), by name.
 */
export async function targetClients(
  tx: Db,
  input: Pick<CreateRequest, 'userIds' | 'allClients'>,
): Promise<number[]> {
  if (input.allClients) {
    const q = input.allClients.q?.replace(/\s+/g, ' ');
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'client'), q ? matches(users.searchText, q) : undefined))
      .orderBy(asc(users.fullName), asc(users.id))
      .for('key share');
    if (rows.length === 0) throw new ClientsRefused('Nessun cliente corrisponde alla ricerca');
    return rows.map((r) => r.id);
  }
  const wanted = [...new Set(input.userIds ?? [])];
  const unknown = new ClientsRefused(
    "Alcuni dei clienti scelti non esistono più: ricarica l'elenco e riprova",
  );
  // Past PostgreSQL's integers no account can exist (and the query would fail).
  if (wanted.some((id) => id > ID_MAX)) throw unknown;
  // KEY SHARE: a client deleted meanwhile waits for this creation, or is gone before it looks.
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.role, 'client')))
    .for('key share');
  if (found.length !== wanted.length) throw unknown;
  return wanted;
}

const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

/**
 * One request per client and a copy of the checklist for each, in two
 * statements whatever the number of clients (1,000 clients and 8 items: one
 * insert of 1,000 rows, one of 8,000). The ids come back in the clients' order.
 */
export async function insertRequests(
  tx: Db,
  input: CreateRequest,
  clientIds: readonly number[],
  by: { adminId: number; now: Date },
): Promise<number[]> {
  const created = await selectRows<{ id: number; user_id: number }>(
    tx,
    sql`insert into document_requests (user_id, title, due_date, message, reminder_days, created_at, created_by)
        select c.id, ${input.title}, ${input.dueDate}::date, ${input.message}, ${intArray(input.reminderDays)}::int[],
               ${by.now.toISOString()}::timestamptz, ${by.adminId}
        from unnest(${intArray(clientIds)}::int[]) with ordinality as c(id, ord)
        order by c.ord
        returning id, user_id`,
  );
  const byClient = new Map(created.map((r) => [Number(r.user_id), Number(r.id)]));
  const ids = clientIds.map((c) => byClient.get(c)!);
  const items = input.items.map((item, position) => ({ position, ...item }));
  await tx.execute(
    sql`insert into request_items (request_id, position, name, hint, category)
        select r.id, i.position, i.name, i.hint, i.category
        from unnest(${intArray(ids)}::int[]) as r(id)
        cross join jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
          as i(position int, name text, hint text, category text)
        order by r.id, i.position`,
  );
  return ids;
}
