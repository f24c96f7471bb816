import type { TaxIds } from '@common/schemas/admin-users';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pgErrorOf, UNIQUE_VIOLATION } from '../db/pg-error';
import { users } from '../db/schema';
import { HttpError } from '../http-error';

/** Refuses (409, under the field) a codice fiscale or partita IVA another account already carries. */
export async function refuseTakenTaxIds(db: Db, ids: TaxIds, exceptUserId?: number): Promise<void> {
  const { codiceFiscale, partitaIva } = ids;
  if (!codiceFiscale && !partitaIva) return;
  const others = await db
    .select({ username: users.username, codiceFiscale: users.codiceFiscale, partitaIva: users.partitaIva })
    .from(users)
    .where(
      and(
        or(
          codiceFiscale ? eq(users.codiceFiscale, codiceFiscale) : undefined,
          partitaIva ? eq(users.partitaIva, partitaIva) : undefined,
          // A company's codice fiscale is 11 digits, as a partita IVA is: one number, one client.
          codiceFiscale ? eq(users.partitaIva, codiceFiscale) : undefined,
          partitaIva ? eq(users.codiceFiscale, partitaIva) : undefined,
        ),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  const sameCf = others.find((o) => codiceFiscale && o.codiceFiscale === codiceFiscale);
  if (sameCf)
    throw taken('codiceFiscale', `Il codice fiscale è già di un altro cliente (${sameCf.username})`);
  const samePiva = others.find((o) => partitaIva && o.partitaIva === partitaIva);
  if (samePiva) throw taken('partitaIva', `La partita IVA è già di un altro cliente (${samePiva.username})`);
  // Otherwise a delivery by codice fiscale and one by partita IVA of the same number reach two people.
  const cfIsPiva = others.find((o) => codiceFiscale && o.partitaIva === codiceFiscale);
  if (cfIsPiva)
    throw taken(
      'codiceFiscale',
      `Il codice fiscale è la partita IVA di un altro cliente (${cfIsPiva.username})`,
    );
  const pivaIsCf = others.find((o) => partitaIva && o.codiceFiscale === partitaIva);
  if (pivaIsCf)
    throw taken(
      'partitaIva',
      `La partita IVA è il codice fiscale di un altro cliente (${pivaIsCf.username})`,
    );
}

const taken = (field: keyof TaxIds, message: string) => new HttpError(409, message, { [field]: message });

/**
 * Two admins saving the same identifier at once: the unique index refuses the
 * second, which answers as the check would have.
 */
export function takenTaxIdError(error: unknown): HttpError | null {
  const cause = pgErrorOf(error);
  if (cause?.code !== UNIQUE_VIOLATION) return null;
  if (cause.constraint === 'users_codice_fiscale_key')
    return taken('codiceFiscale', 'Il codice fiscale è già di un altro cliente');
  if (cause.constraint === 'users_partita_iva_key')
    return taken('partitaIva', 'La partita IVA è già di un altro cliente');
  return null;
}
