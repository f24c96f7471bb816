import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { MAIN_ADMIN_ID } from '../../users/first-admin';

export const MAIN_ADMIN_ONLY =
  "Solo l'amministratore principale può cambiare la password, la verifica in due passaggi, le sessioni e le passkey del proprio account.";

/**
 * The account an admin route acts on, or 404 in the one wording every admin
 * route uses. The main administrator (whom nobody may delete) is also the one
 * account no other administrator may take over: a new password, a reset
 * second factor or removed sessions and passkeys on it are theirs alone.
 */
export async function loadUser(db: Db, id: number, by: { id: number }): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new HttpError(404, 'Utente non trovato');
  if (row.id === MAIN_ADMIN_ID && by.id !== MAIN_ADMIN_ID) throw new HttpError(403, MAIN_ADMIN_ONLY);
  return row;
}
