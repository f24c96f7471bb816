import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { HttpError } from '../../http-error';

/** The account an admin route acts on, or 404 in the one wording every admin route uses. */
export async function loadUser(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new HttpError(404, 'Utente non trovato');
  return row;
}
