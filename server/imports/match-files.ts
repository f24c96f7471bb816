import { currentYear, DEFAULT_CATEGORY } from '@common/document-categories';
import { DOCUMENT_TITLE_MAX } from '@common/documents';
import { codesOf, guessCategory, guessYear, identifiersIn, titleFromName } from '@common/import-guess';
import type { ImportPreviewRequest, ImportPreviewRow } from '@common/schemas/imports';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

type PreviewFile = ImportPreviewRequest['files'][number];

/** The codes in the name; when it has none, those its sender read on the first page (checked again here). */
function identifiersOf({ name, pageCodes }: PreviewFile) {
  const inName = identifiersIn(name);
  if (codesOf(inName).length > 0 || !pageCodes?.length) return { ids: inName, readFrom: 'name' as const };
  return { ids: identifiersIn(pageCodes.join(' ')), readFrom: 'firstPage' as const };
}

/**
 * Whose each file is, from the codici fiscali and partite IVA in its name (or
 * on its first page): one query for the whole list, then each file matched
 * (one client), ambiguous (several: e.g. a company's and its owner's code in
 * one name) or unmatched. An 11-digit number may be a partita IVA or a
 * company's codice fiscale: both are looked up.
 */
export async function matchFiles(db: Db, files: PreviewFile[], now: Date): Promise<ImportPreviewRow[]> {
  const readings = files.map(identifiersOf);
  const found = readings.map((r) => r.ids);
  const codes = [...new Set(found.flatMap(codesOf))];
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
  return files.map(({ name }, i) => {
    const { ids, readFrom } = readings[i]!;
    const codesRead = codesOf(ids);
    const candidates = clients.flatMap((c): ImportPreviewRow['candidates'] => {
      const via =
        c.codiceFiscale && codesRead.includes(c.codiceFiscale)
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
      read: codesRead,
      readFrom: codesRead.length ? readFrom : null,
      candidates,
      userId: status === 'matched' ? candidates[0]!.id : null,
      title: titleFromName(name, identifiersIn(name)).slice(0, DOCUMENT_TITLE_MAX),
      category: guessCategory(name) ?? DEFAULT_CATEGORY,
      year: guessYear(name, year) ?? year,
    };
  });
}
