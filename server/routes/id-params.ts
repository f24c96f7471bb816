import { ARCHIVE_MAX_DOCUMENTS } from '@common/documents';
import { z } from 'zod';
import { HttpError } from '../http-error';

/** Ids are PostgreSQL integers: a larger number would reach the database as an error. */
export const ID_MAX = 2_147_483_647;

/** `/:id` of a row, as a route's params schema. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });

/** `/:id` taken as text, for a route that answers a malformed id as a missing row (parseId). */
export const rawIdParams = z.object({ id: z.string() });

/** A positive integer id from a path, or null: a malformed id is as unknown as a missing one. */
export function parseId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= ID_MAX ? id : null;
}

/** The query of an archive request: `?ids=1,2,3` as the pages build it; `?ids=1&ids=2` reads the same. */
export const archiveQuerySchema = z.object({ ids: z.union([z.string(), z.array(z.string())]).optional() });

/**
 * The `ids` of an archive request, each once. An empty or overlong list is a
 * bad request; a malformed id is as unknown as a missing one: `notFound` is
 * thrown, as for an id the caller may not read.
 */
export function parseArchiveIds(raw: string | string[] | undefined, notFound: string): number[] {
  const parts = [raw ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .filter((part) => part !== '');
  if (parts.length === 0) throw new HttpError(400, 'Seleziona almeno un documento da scaricare');
  if (parts.length > ARCHIVE_MAX_DOCUMENTS) {
    throw new HttpError(
      400,
      `Puoi scaricare al massimo ${ARCHIVE_MAX_DOCUMENTS} documenti in un unico archivio`,
    );
  }
  const ids = parts.map(parseId);
  if (ids.includes(null)) throw new HttpError(404, notFound);
  return [...new Set(ids as number[])];
}
