import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';

/** What a reminder is about: a request still missing documents, or a payment not marked paid. */
export type DueThing =
  | {
      kind: 'request';
      key: string;
      id: number;
      title: string;
      dueDate: string;
      overdue: boolean;
      /** Items not answered yet, and those the firm sent back ('Da rivedere'). */
      missing: { name: string; rejected: boolean }[];
    }
  | { kind: 'payment'; key: string; id: number; title: string; dueDate: string; amountCents: number };

/** One client with everything due for them today. */
export interface DueClient {
  userId: number;
  fullName: string;
  email: string;
  things: DueThing[];
}

type Recipient = { userId: number; fullName: string; email: string };
type RequestRow = Recipient & {
  id: number;
  title: string;
  dueDate: string;
  milestone: string;
  missing: string | { name: string; rejected: boolean }[];
};
type PaymentRow = Recipient & {
  id: number;
  title: string;
  dueDate: string;
  amountCents: number;
  milestone: string;
};

/**
 * Every reminder due `today` (Europe/Rome) for every client, in two
 * statements however many clients there are. A thing's reminder is its
 * latest milestone reached, so a run after a downtime catches up with one
 * reminder, never a burst of stale ones:
 *
 * - a request not complete: before its due date, the smallest of its
 *   reminder days d with today >= due date - d ('request:<id>:before:<d>');
 *   once past it, 'request:<id>:overdue', once;
 * - a payment not paid: 3 days before ('payment:<id>:before:3') and on the
 *   due day ('payment:<id>:due'); nothing afterwards.
 *
 * Milestones already chosen (reminders_sent) are left out; clients only
 * (a deleted client's rows went with them).
 */
export async function dueReminders(db: Db, today: string): Promise<DueClient[]> {
  const requests = await selectRows<RequestRow>(
    db,
    sql`select r.id, r.title, r.due_date::text as "dueDate", m.milestone,
          u.id as "userId", u.full_name as "fullName", u.email,
          coalesce((select json_agg(json_build_object('name', i.name, 'rejected', i.state = 'rejected')
                                    order by i.position)
                    from request_items i
                    where i.request_id = r.id and i.state in ('pending', 'rejected')), '[]'::json) as missing
        from document_requests r
        join users u on u.id = r.user_id and u.role = 'client'
        cross join lateral (
          select case
            when r.due_date < ${today}::date then 'overdue'
            else (select 'before:' || min(d) from unnest(r.reminder_days) as d
                  where d >= r.due_date - ${today}::date)
          end as milestone
        ) m
        where r.completed_at is null
          and m.milestone is not null
          and not exists (select 1 from reminders_sent s where s.key = 'request:' || r.id || ':' || m.milestone)`,
  );
  const payments = await selectRows<PaymentRow>(
    db,
    sql`select d.id, d.title, d.due_date::text as "dueDate", d.amount_cents as "amountCents", m.milestone,
          u.id as "userId", u.full_name as "fullName", u.email
        from documents d
        join users u on u.id = d.user_id and u.role = 'client'
        cross join lateral (
          select case when d.due_date = ${today}::date then 'due' else 'before:3' end as milestone
        ) m
        where d.amount_cents is not null and d.paid_at is null
          and d.due_date between ${today}::date and ${today}::date + 3
          and not exists (select 1 from reminders_sent s where s.key = 'payment:' || d.id || ':' || m.milestone)`,
  );

  const clients = new Map<number, DueClient>();
  const clientOf = (row: Recipient) => {
    const userId = Number(row.userId);
    let client = clients.get(userId);
    if (!client) {
      client = { userId, fullName: row.fullName, email: row.email, things: [] };
      clients.set(userId, client);
    }
    return client;
  };
  for (const row of requests) {
    clientOf(row).things.push({
      kind: 'request',
      key: `request:${row.id}:${row.milestone}`,
      id: Number(row.id),
      title: row.title,
      dueDate: row.dueDate,
      overdue: row.milestone === 'overdue',
      missing: typeof row.missing === 'string' ? JSON.parse(row.missing) : row.missing,
    });
  }
  for (const row of payments) {
    clientOf(row).things.push({
      kind: 'payment',
      key: `payment:${row.id}:${row.milestone}`,
      id: Number(row.id),
      title: row.title,
      dueDate: row.dueDate,
      amountCents: Number(row.amountCents),
    });
  }
  // The earliest due date first in each e-mail.
  for (const client of clients.values()) {
    client.things.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.key.localeCompare(b.key));
  }
  return [...clients.values()];
}
