import { z } from 'zod';
import { DOCUMENT_YEAR_MIN, YEAR_INVALID } from '../document-categories';
import { clientDocumentSchema } from './documents';
import { pageQuerySchema, pageSchema } from './paging';

/** A list's filter on the year documents refer to (the client's groups), not the day they were uploaded. */
export const referenceYearFilter = z.coerce
  .number({ error: YEAR_INVALID })
  .int(YEAR_INVALID)
  .min(DOCUMENT_YEAR_MIN, YEAR_INVALID)
  .max(9999, YEAR_INVALID)
  .optional();

/** The count a 'Seleziona tutti i N' action showed (the client area's as the admin overview's). */
export const expectedMatching = z.coerce
  .number({ error: 'Numero di documenti non valido' })
  .int()
  .min(1, 'Seleziona almeno un documento');

const filters = {
  year: referenceYearFilter,
  // Any text: a category no longer offered still names the documents stored with it.
  category: z.string().max(64, 'Categoria non valida').optional(),
};

/** `GET /api/documents?year=&category=&q=&limit=&cursor=`: a page of the caller's own documents. */
export const documentsQuerySchema = pageQuerySchema.extend(filters);
export type DocumentsQuery = z.output<typeof documentsQuerySchema>;

export const documentsPageSchema = pageSchema(clientDocumentSchema);

/** `GET /api/documents/years?category=&q=`: the years the caller's matching documents refer to. */
export const documentYearsQuerySchema = documentsQuerySchema.pick({ category: true, q: true });

export const documentYearSchema = z.object({ year: z.number().int(), count: z.number().int() });
export type DocumentYear = z.infer<typeof documentYearSchema>;

/**
 * Newest year first; a year without matching documents is not listed. The newest year's first page comes
 * with them (the list opens on it): a phone asks once, not for the years and then for their documents.
 */
export const documentYearsSchema = z.object({
  years: z.array(documentYearSchema),
  newestPage: documentsPageSchema.nullable(),
});
export type DocumentYears = z.infer<typeof documentYearsSchema>;

/**
 * `GET /api/documents/archive-matching?category=&q=&expected=`: one ZIP of
 * every one of the caller's documents matching the filters ('Seleziona tutti
 * i N documenti'), the shown pages or not. `expected` is the N the screen
 * showed: another count now is a 409, as on the admin's overview.
 */
export const ownMatchingDocumentsSchema = documentsQuerySchema
  .pick({ year: true, category: true, q: true })
  .extend({ expected: expectedMatching });
