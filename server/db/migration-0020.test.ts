import { expect, it } from 'vitest';
import { migrations, migrationTargetOfFile } from '../../test/support/migration-target';

/**
 * Migration 0020 on a database whose requests had comments: each request's comments become its one
 * conversation, in order and by their authors, with nothing of before counted as unread.
 */
const BEFORE_CONVERSATIONS = 20; // 0000 … 0019

const db = migrationTargetOfFile();

const one = async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params))[0]!;
const iso = (value: Date | string) => new Date(value).toISOString();

it("turns each request's comments into its conversation, and leaves a request one conversation", async () => {
  const { folder, last } = await db.upTo(BEFORE_CONVERSATIONS);
  expect(last).toBe('0019_message_files');
  await db.migrate(folder);
  const user = (username: string, role: string) =>
    one<{ id: number }>(
      `insert into users (username, password_hash, full_name, email, role)
       values ($1, 'x', $1, $1 || '@example.it', $2) returning id`,
      [username, role],
    );
  const staff = await user('studio', 'admin');
  const gone = await user('ex.collaboratore', 'admin');
  const mario = await user('mario', 'client');
  const request = (title: string, completedAt: string | null = null) =>
    one<{ id: number }>(
      `insert into document_requests (user_id, title, due_date, created_by, completed_at)
       values ($1, $2, '2027-06-30', $3, $4) returning id`,
      [mario.id, title, staff.id, completedAt],
    );
  const open = await request('Documenti per il 730/2027');
  const done = await request('Spese mediche 2025', '2026-03-01T10:00:00Z');
  const started = await request('Visura camerale');
  const silent = await request('Nessun commento');
  const comment = (requestId: number, authorId: number, text: string, at: string) =>
    db.query(
      'insert into request_comments (request_id, author_id, text, created_at) values ($1, $2, $3, $4)',
      [requestId, authorId, text, at],
    );
  await comment(open.id, mario.id, 'La CU arriva la settimana prossima', '2026-11-02T09:00:00Z');
  await comment(open.id, gone.id, 'Va bene, grazie', '2026-11-02T10:00:00Z');
  await comment(open.id, mario.id, 'Eccola', '2026-11-03T08:00:00Z');
  await comment(done.id, staff.id, 'Ricevuto tutto', '2026-03-01T09:00:00Z');
  await comment(started.id, mario.id, 'Serve quella aggiornata?', '2026-11-20T08:00:00Z');
  // The client had already started two conversations about one request in 'Messaggi'.
  const thread = (subject: string, at: string) =>
    one<{ id: number }>(
      `insert into message_threads (user_id, subject, created_by, request_id, created_at, last_message_at, last_public_at, unread_by_firm)
       values ($1, $2, $1, $3, $4, $4, $4, 1) returning id`,
      [mario.id, subject, started.id, at],
    );
  const first = await thread('Visura', '2026-11-25T08:00:00Z');
  const second = await thread('Ancora la visura', '2026-11-26T08:00:00Z');
  await db.query(
    `insert into messages (thread_id, author_id, from_firm, text, created_at)
     values ($1, $3, false, 'Prima domanda', '2026-11-25T08:00:00Z'), ($2, $3, false, 'Seconda domanda', '2026-11-26T08:00:00Z')`,
    [first.id, second.id, mario.id],
  );
  await db.query('delete from users where id = $1', [gone.id]);

  await db.migrate(migrations);

  type Row = {
    id: number;
    subject: string;
    state: string;
    request_id: number | null;
    created_by: number | null;
  };
  const threads = await db.query<
    Row & { created_at: string; last_message_at: string; unread_by_client: number; unread_by_firm: number }
  >('select * from message_threads order by id');
  const about = (requestId: number) => threads.filter((t) => t.request_id === requestId);
  expect(about(silent.id)).toEqual([]);

  const [openThread] = about(open.id);
  expect(openThread).toMatchObject({
    subject: 'Documenti per il 730/2027',
    state: 'open',
    created_by: mario.id,
    unread_by_client: 0,
    unread_by_firm: 0,
  });
  expect(iso(openThread!.created_at)).toBe('2026-11-02T09:00:00.000Z');
  expect(iso(openThread!.last_message_at)).toBe('2026-11-03T08:00:00.000Z');
  const history = await db.query<{
    text: string;
    from_firm: boolean;
    author_id: number | null;
    read_at: null;
  }>(
    'select text, from_firm, author_id, read_at from messages where thread_id = $1 order by created_at, id',
    [openThread!.id],
  );
  expect(history).toEqual([
    { text: 'La CU arriva la settimana prossima', from_firm: false, author_id: mario.id, read_at: null },
    // Its author's account is gone: the firm's, as the comment was shown.
    { text: 'Va bene, grazie', from_firm: true, author_id: null, read_at: null },
    { text: 'Eccola', from_firm: false, author_id: mario.id, read_at: null },
  ]);

  // A complete request's conversation starts closed: the client's next message opens it.
  expect(about(done.id)).toEqual([
    expect.objectContaining({ state: 'closed', subject: 'Spese mediche 2025' }),
  ]);

  // The oldest conversation the client started keeps the request, and takes its comments; the other stays.
  expect(about(started.id).map((t) => t.id)).toEqual([first.id]);
  const kept = threads.find((t) => t.id === first.id)!;
  expect(iso(kept.created_at)).toBe('2026-11-20T08:00:00.000Z');
  expect(kept.unread_by_firm).toBe(1);
  const texts = await db.query<{ text: string }>(
    'select text from messages where thread_id = $1 order by created_at, id',
    [first.id],
  );
  expect(texts.map((m) => m.text)).toEqual(['Serve quella aggiornata?', 'Prima domanda']);
  expect(threads.find((t) => t.id === second.id)).toMatchObject({
    request_id: null,
    subject: 'Ancora la visura',
  });

  // From now on a request has one conversation.
  await expect(
    db.query(`insert into message_threads (user_id, subject, request_id) values ($1, 'Un altro', $2)`, [
      mario.id,
      open.id,
    ]),
  ).rejects.toThrow(/unique|duplicate/i);
  await expect(db.query('select 1 from request_comments')).rejects.toThrow(/request_comments/);
});
