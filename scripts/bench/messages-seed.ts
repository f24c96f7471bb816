/**
 * The messages bench's database, in a few set-based statements (`insert … select … generate_series`):
 * a firm of `clients` clients and their conversations, as `npm run bench:messages` describes them.
 * Row by row through the API it would take longer than the measuring at 100,000 messages.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { selectRows } from '../../server/db/client';
import {
  CLOSINGS,
  FILE_NAMES,
  FIRST,
  GREETINGS,
  LAST,
  SENTENCES,
  SUBJECTS,
  TEXT_SEARCH,
} from './messages-words';

export const BIG_THREAD = 500;
const THREADS_PER_CLIENT = 5;
const MESSAGES_PER_THREAD = 20;

export const textArray = (xs: readonly string[]) =>
  sql`array[${sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  )}]::text[]`;
/** A number written into the statement: generate_series and make_interval want integers, not parameters. */
export const n = (x: number) => sql.raw(String(x));

export interface Seeded {
  adminId: number;
  firstClientId: number;
  bigThreadId: number;
  /** One of the first client's conversations of 20. */
  deliveryThreadId: number;
  threads: number;
  messages: number;
  /** Messages with a file: the client's uploads and the firm's documents. */
  uploads: number;
  documents: number;
}

/**
 * Messages `1..count` in each conversation `where` picks, the last `lastAgo` before `at`, one every
 * `gapHours`: alternating sides, a tenth internal notes, the last few unread where the conversation
 * waits (id % 10 = 1 for the firm, = 2 for the client).
 */
function insertMessages(at: SQL, adminId: number, where: SQL, count: number, lastAgo: SQL, gapHours: number) {
  return sql`
    insert into messages (thread_id, author_id, from_firm, internal, text, created_at, read_at, read_by)
    select id, case when firm then ${n(adminId)} else user_id end, firm, note,
           (${textArray(GREETINGS)})[1 + (id + i) % ${n(GREETINGS.length)}] || ' '
             || (${textArray(SENTENCES)})[1 + (id * 7 + i * 3) % ${n(SENTENCES.length)}]
             || ', pratica n. ' || (1000 + (id * 31 + i * 17) % 9000) || '. '
             || case when (id * 20 + i) % 100 = 37
                     then 'Vorrei sapere quali ' || ${TEXT_SEARCH} || ' posso indicare quest''anno. ' else '' end
             || (${textArray(CLOSINGS)})[1 + (id + i * 5) % ${n(CLOSINGS.length)}],
           created,
           case when note or (i > ${n(count - 4)} and ((not firm and id % 10 = 1) or (firm and id % 10 = 2)))
                then null else created + interval '1 hour' end,
           case when not firm and not (i > ${n(count - 4)} and id % 10 = 1) then ${n(adminId)} end
    from (
      select t.id, t.user_id, i, i % 2 = 0 as firm, i % 2 = 0 and (i / 2 + t.id) % 5 = 0 as note,
             ${at} - ${lastAgo} - make_interval(hours => ${n(gapHours)} * (${n(count)} - i)) as created
      from message_threads t cross join generate_series(1, ${n(count)}) as i
      where ${where}
    ) as m`;
}

/**
 * One file on a tenth of the messages (as many as a tenth of all, drawn from those that are not
 * internal notes, which the app never lets carry one), spread by a hash of the id rather than by
 * position, which would follow the seed's own patterns of sides and notes. A client's is one of
 * their uploads, noted as the page notes it; the firm's is a document of the conversation's client,
 * as the panel attaches. One statement: each file row is found again by its storage key. No stored
 * file stands behind them: the bench reads lists and conversations, never a download.
 */
const insertFiles = (adminId: number) => sql`
  with chosen as (
    select m.id, m.from_firm, m.created_at, m.read_at, t.user_id, t.subject,
           (${textArray(FILE_NAMES)})[1 + m.id % ${n(FILE_NAMES.length)}] as kind
    from messages m join message_threads t on t.id = m.thread_id
    where not m.internal
    order by md5(m.id::text)
    limit (select count(*) / 10 from messages)
  ), uploads as (
    insert into client_uploads (user_id, title, category, note, filename, filetype, storage_key, size, sha256,
                                uploaded_at, seen_at, seen_by)
    select user_id, initcap(kind) || ' ' || id, 'altro', 'Allegato alla conversazione «' || subject || '»',
           kind || '-' || id || '.pdf', 'application/pdf', 'bench/' || id, 20000 + (id * 7919) % 400000,
           md5('u' || id) || md5(id || 'u'), created_at, read_at,
           case when read_at is not null then ${n(adminId)} end
    from chosen where not from_firm
    returning id, storage_key
  ), docs as (
    insert into documents (user_id, title, category, filename, filetype, storage_key, size, sha256,
                           uploaded_at, uploaded_by, first_downloaded_at)
    select user_id, initcap(kind) || ' ' || id, 'altro', kind || '-' || id || '.pdf', 'application/pdf',
           'bench/' || id, 20000 + (id * 7919) % 400000, md5('d' || id) || md5(id || 'd'), created_at,
           ${n(adminId)}, read_at
    from chosen where from_firm
    returning id, storage_key
  )
  insert into message_files (message_id, client_upload_id, document_id)
  select c.id, u.id, d.id
  from chosen c
  left join uploads u on not c.from_firm and u.storage_key = 'bench/' || c.id
  left join docs d on c.from_firm and d.storage_key = 'bench/' || c.id`;

export async function seed(app: FastifyInstance, clients: number, now: Date): Promise<Seeded> {
  const db = app.db;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [admin] = await selectRows<{ id: number }>(
    db,
    sql`select id from users where role = 'admin' order by id limit 1`,
  );
  const adminId = Number(admin!.id);
  await db.execute(sql`
    insert into users (username, password_hash, full_name, email, role)
    select 'cliente' || k, 'x',
           (${textArray(FIRST)})[1 + (k / ${n(LAST.length)}) % ${n(FIRST.length)}] || ' '
             || (${textArray(LAST)})[1 + k % ${n(LAST.length)}],
           'cliente' || k || '@example.it', 'client'
    from generate_series(1, ${n(clients)}) as k`);
  await db.execute(sql`
    insert into message_threads (user_id, subject, created_by)
    select u.id, (${textArray(SUBJECTS)})[1 + (u.id * 5 + k) % ${n(SUBJECTS.length)}],
           case when k = 3 then ${n(adminId)} else u.id end
    from users u cross join generate_series(1, ${n(THREADS_PER_CLIENT)}) as k
    where u.role = 'client' order by u.id, k`);
  const [big] = await selectRows<{ id: number; user_id: number }>(
    db,
    sql`insert into message_threads (user_id, subject, created_by)
        select id, 'Successione: documenti e scadenze', id from users where username = 'cliente1'
        returning id, user_id`,
  );
  const bigThreadId = Number(big!.id);
  const firstClientId = Number(big!.user_id);
  // The conversations of 20 end between 6 hours and 400 days ago, one message every 5 hours; the
  // one of 500 ends an hour ago, one every 2 hours (six weeks).
  await db.execute(
    insertMessages(
      at,
      adminId,
      sql`t.id <> ${n(bigThreadId)}`,
      MESSAGES_PER_THREAD,
      sql`make_interval(hours => 6 + (t.id * 7919) % (24 * 400))`,
      5,
    ),
  );
  await db.execute(
    insertMessages(at, adminId, sql`t.id = ${n(bigThreadId)}`, BIG_THREAD, sql`interval '1 hour'`, 2),
  );
  await db.execute(insertFiles(adminId));
  await db.execute(sql`
    update message_threads t
    set created_at = s.first_at, last_message_at = s.last_at, last_public_at = s.last_public,
        unread_by_firm = s.by_firm, unread_by_client = s.by_client,
        state = case when t.id % 10 in (3, 4, 5) and t.id <> ${n(bigThreadId)} then 'closed' else 'open' end,
        closed_at = case when t.id % 10 in (3, 4, 5) and t.id <> ${n(bigThreadId)} then s.last_at end
    from (
      select thread_id, min(created_at) as first_at, max(created_at) as last_at,
             max(created_at) filter (where not internal) as last_public,
             (count(*) filter (where not from_firm and not internal and read_at is null))::int as by_firm,
             (count(*) filter (where from_firm and not internal and read_at is null))::int as by_client
      from messages group by thread_id
    ) as s
    where s.thread_id = t.id`);
  // As autovacuum (PostgreSQL) and the retention sweep (PGlite) leave a real database.
  await db.execute(sql`vacuum analyze`);
  const [counts] = await selectRows<{
    threads: number;
    messages: number;
    uploads: number;
    documents: number;
    delivery: number;
  }>(
    db,
    sql`select (select count(*)::int from message_threads) as threads,
               (select count(*)::int from messages) as messages,
               (select count(*)::int from message_files where client_upload_id is not null) as uploads,
               (select count(*)::int from message_files where document_id is not null) as documents,
               (select min(id) from message_threads where user_id = ${n(firstClientId)}) as delivery`,
  );
  return {
    adminId,
    firstClientId,
    bigThreadId,
    deliveryThreadId: Number(counts!.delivery),
    threads: Number(counts!.threads),
    messages: Number(counts!.messages),
    uploads: Number(counts!.uploads),
    documents: Number(counts!.documents),
  };
}
