import { z } from 'zod';

/** Rows a list sends when the request names no limit, and the most it ever sends. */
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 200;
/** Counting stops here: past it a list says 'oltre 10.000' instead of counting every row. */
export const TOTAL_CAP = 10_000;
export const SEARCH_MAX = 100;

export const INVALID_CURSOR = "L'elenco è cambiato: ricaricalo dall'inizio.";

/**
 * `?limit=50&cursor=…&q=…` of every list that grows with the firm. A limit
 * above the maximum is brought down to it, not refused: a page is a page.
 */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Numero di righe non valido' })
    .int('Numero di righe non valido')
    .min(1, 'Numero di righe non valido')
    .default(PAGE_LIMIT_DEFAULT)
    .transform((n) => Math.min(n, PAGE_LIMIT_MAX)),
  cursor: z.string().max(512, INVALID_CURSOR).optional(),
  q: z
    .string()
    .max(SEARCH_MAX, `La ricerca può contenere al massimo ${SEARCH_MAX} caratteri`)
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .optional(),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/**
 * One page of a list: `nextCursor` asks for the next (null on the last);
 * `total` counts every row matching the filters, up to TOTAL_CAP, and
 * `totalCapped` says when there are more than that.
 */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int(),
    totalCapped: z.boolean(),
  });
}
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
  totalCapped: boolean;
}
