import { currentYear, DEFAULT_CATEGORY } from '@common/document-categories';
import { DOCUMENT_TITLE_MAX } from '@common/documents';
import { codesOf, guessCategory, guessYear, identifiersIn, titleFromName } from '@common/import-guess';
import type { ImportPreviewRequest, ImportPreviewRow } from '@common/schemas/imports';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

type PreviewFile = ImportPreviewRequest['files'][number];

/**
 * The codes in the name; when it has none, those its sender read on the first
 * page (checked again here), with how many it left out.
 */
function identifiersOf({ name, pageCodes, pageCodesOmitted }: PreviewFile) {
  const inName = identifiersIn(name);
  if (codesOf(inName).length > 0 || !pageCodes?.length)
    return { ids: inName, readFrom: 'name' as const, omitted: 0 };
  return {
    ids: identifiersIn(pageCodes.join(' ')),
    readFrom: 'firstPage' as const,
    omitted: pageCodesOmitted ?? 0,
  };
}

/**
 * Whose each file is, from the codici fiscali and partite IVA in its name (or
 * on its first page): one query for the whole list, then each file judged by
 * the people it names, not by its codes. A client is one person whichever of
 * their codes are there (a company's codice fiscale equal to its partita IVA
 * too); every other code is one more person. One person, a client: matched.
 * One client among several people (a payslip naming the employer, a payroll
 * summary its employees): proposed, for the firm to confirm. Several clients
 * (an F24 carrying a company's and its owner's codes), or one and codes the
 * sender left out (any of them may be another client): ambiguous. No client:
 * unmatched. An 11-digit number may be a partita IVA or a company's codice
 * fiscale: both are looked up.
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
    const { ids, readFrom, omitted } = readings[i]!;
    const codesRead = codesOf(ids);
    const byCf = (c: (typeof clients)[number]) => !!c.codiceFiscale && codesRead.includes(c.codiceFiscale);
    const named = clients.filter((c) => byCf(c) || (!!c.partitaIva && ids.numbers.includes(c.partitaIva)));
    const candidates = named.map((c): ImportPreviewRow['candidates'][number] => ({
      id: c.id,
      fullName: c.fullName,
      username: c.username,
      via: byCf(c) ? 'codiceFiscale' : 'partitaIva',
    }));
    // A client is one person, whichever of their codes the file carries.
    const theirs = new Set(named.flatMap((c) => [c.codiceFiscale, c.partitaIva]));
    const others = codesRead.filter((code) => !theirs.has(code)).length + omitted;
    const status: ImportPreviewRow['status'] =
      candidates.length === 0
        ? 'unmatched'
        : candidates.length > 1 || omitted > 0
          ? 'ambiguous'
          : others > 0
            ? 'proposed'
            : 'matched';
    return {
      name,
      status,
      read: codesRead,
      readFrom: codesRead.length ? readFrom : null,
      candidates,
      others,
      userId: status === 'matched' ? candidates[0]!.id : null,
      title: titleFromName(name, identifiersIn(name)).slice(0, DOCUMENT_TITLE_MAX),
      category: guessCategory(name) ?? DEFAULT_CATEGORY,
      year: guessYear(name, year) ?? year,
    };
  });
}
