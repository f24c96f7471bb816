import { currentYear, DEFAULT_CATEGORY } from '@common/document-categories';
import { DOCUMENT_TITLE_MAX } from '@common/documents';
import { guessCategory, guessYear, identifiersIn, titleFromName } from '@common/import-guess';
import type { ImportPreviewRow } from '@common/schemas/imports';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * Whose each file is, from the codici fiscali and partite IVA in its name: one
 * query for the whole list, then each file matched (one client), ambiguous
 * (several: e.g. a company's and its owner's code in one name) or unmatched.
 * An 11-digit number may be a partita IVA or a company's codice fiscale: both
 * are looked up.
 */
export async function matchFiles(db: Db, names: string[], now: Date): Promise<ImportPreviewRow[]> {
  const found = names.map((name) => identifiersIn(name));
  const codes = [...new Set(found.flatMap((f) => [...f.codiciFiscali, ...f.numbers]))];
  const numbers = [...new Set(found.flatMap((f) => f.numbers))];
  const clients = codes.length
    ? await db
        .select({
          id: users.id,
          fullName: users.fullName,
          username: users.username,
          codiceFiscale: users.codiceFiscale,
          partitaIva: users.partitaIva,
        })
        .from(users)
        .where(
          and(
            eq(users.role, 'client'),
            or(
              inArray(users.codiceFiscale, codes),
              numbers.length ? inArray(users.partitaIva, numbers) : undefined,
            ),
          ),
        )
    : [];
  const year = currentYear(now);
  return names.map((name, i) => {
    const ids = found[i]!;
    const read = [...ids.codiciFiscali, ...ids.numbers];
    const candidates = clients.flatMap((c): ImportPreviewRow['candidates'] => {
      const via =
        c.codiceFiscale && read.includes(c.codiceFiscale)
          ? 'codiceFiscale'
          : c.partitaIva && ids.numbers.includes(c.partitaIva)
            ? 'partitaIva'
            : null;
      return via ? [{ id: c.id, fullName: c.fullName, username: c.username, via }] : [];
    });
    const status: ImportPreviewRow['status'] =
      candidates.length === 1 ? 'matched' : candidates.length > 1 ? 'ambiguous' : 'unmatched';
    return {
      name,
      status,
      read,
      candidates,
      userId: status === 'matched' ? candidates[0]!.id : null,
      title: titleFromName(name, ids).slice(0, DOCUMENT_TITLE_MAX),
      category: guessCategory(name) ?? DEFAULT_CATEGORY,
      year: guessYear(name, year) ?? year,
    };
  });
}
