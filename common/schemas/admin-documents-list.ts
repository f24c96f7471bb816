import { z } from 'zod';
import { formatInteger } from '../format';
import { categorySchema } from './document-categories';
import { expectedMatching, referenceYearFilter } from './document-list';
import { adminDocumentSchema } from './documents';
import { pageQuerySchema, pageSchema } from './paging';

const CLIENT_INVALID = 'Cliente non valido';

/**
 * The overview's filters, the same for the list, its summary and the actions
 * on every matching document: a client, a category, a reference year (the
 * document's `year`, as chosen at upload) and a search over title, file name
 * and the client's name, username or e-mail.
 */
export const adminDocumentsFilterSchema = z.object({
  clientId: z.coerce
    .number({ error: CLIENT_INVALID })
    .int(CLIENT_INVALID)
    .positive(CLIENT_INVALID)
    .optional(),
  category: categorySchema.optional(),
  year: referenceYearFilter,
  q: pageQuerySchema.shape.q,
});
export type AdminDocumentsFilter = z.output<typeof adminDocumentsFilterSchema>;

/** `GET /api/admin/documents?limit&cursor&q&clientId&category&year`. */
export const adminDocumentsQuerySchema = pageQuerySchema.extend(adminDocumentsFilterSchema.shape);
export type AdminDocumentsQuery = z.output<typeof adminDocumentsQuerySchema>;
export const adminDocumentsPageSchema = pageSchema(adminDocumentSchema);

/** `GET /api/admin/documents/summary`: the cards' figures over every matching document. */
export const adminDocumentsSummarySchema = z.object({
  documents: z.number().int(),
  clients: z.number().int(),
  totalSize: z.number().int(),
  lastUploadAt: z.string().nullable(),
  /** Every year a document refers to, newest first, whatever the filters: the year filter's choices. */
  years: z.array(z.number().int()),
});
export type AdminDocumentsSummary = z.infer<typeof adminDocumentsSummarySchema>;

/**
 * An action on every document matching the filters ('Seleziona tutti i N
 * risultati'): `expected` is the N the screen showed; the server recounts
 * and refuses when the list changed meanwhile.
 */
export const matchingDocumentsSchema = adminDocumentsFilterSchema.extend({ expected: expectedMatching });
export type MatchingDocuments = z.output<typeof matchingDocumentsSchema>;

/** One ZIP of the matching documents holds at most this many files and bytes. */
export const MATCHING_ZIP_MAX_FILES = 1_000;
export const MATCHING_ZIP_MAX_BYTES = 2 * 1024 ** 3;
export const MATCHING_ZIP_TOO_LARGE =
  'Troppi documenti per un solo ZIP: al massimo 1.000 file o 2 GB. Restringi i filtri.';

/** The list changed between the screen's count and the action (a 409). */
export function matchingChanged(now: number): string {
  return `L'elenco è cambiato: ora i documenti che corrispondono ai filtri sono ${formatInteger(now)}. Ricarica e riprova.`;
}
