import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { documentRequests, requestItems, users } from '../../server/db/schema';
import { hashPassword } from '../../server/users/passwords';
import type { E2eClient } from './fixtures';

/** A client of the comments spec's own, whose one request holds a long thread with the firm. */
export const longThreadClient: E2eClient = {
  username: 'commenti.molti',
  password: 'commenti-molti-password-1',
  fullName: 'Cliente dai Molti Commenti',
  email: 'commenti.molti@example.it',
};
export const LONG_THREAD_TITLE = 'Documenti per la successione';
/** More than one page of the firm's detail (50). */
export const LONG_THREAD_COMMENTS = 70;

export async function seedLongThread(db: Db, adminId: number) {
  const { password, ...fields } = longThreadClient;
  const [user] = await db
    .insert(users)
    .values({ ...fields, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  const [request] = await db
    .insert(documentRequests)
    .values({ userId: user!.id, title: LONG_THREAD_TITLE, dueDate: '2027-03-31', createdBy: adminId })
    .returning({ id: documentRequests.id });
  await db
    .insert(requestItems)
    .values({ requestId: request!.id, position: 0, name: 'Dichiarazione di successione', category: 'altro' });
  // A minute apart, the client's and the firm's in turn, all before the specs run.
  await db.execute(sql`
    insert into request_comments (request_id, author_id, text, created_at)
    select ${request!.id}, case when i % 2 = 1 then ${user!.id}::int else ${adminId}::int end, 'Messaggio numero ' || i,
           now() - interval '1 day' + i * interval '1 minute'
    from generate_series(1, ${LONG_THREAD_COMMENTS}) as i`);
}
