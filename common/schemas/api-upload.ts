import { z } from 'zod';
import { DEFAULT_CATEGORY } from '../document-categories';
import { taxIdsSchema } from './admin-users';
import { categorySchema, yearSchema } from './document-categories';
import { documentTitleSchema } from './documents';
import { paymentFieldsSchema } from './payments';

const WHO_REQUIRED = 'Indica il cliente: userId, codiceFiscale o partitaIva (uno solo)';

/**
 * `POST /api/v1/documents`' fields: the document as the admin's upload takes
 * it, its client named by id, codice fiscale or partita IVA (exactly one).
 */
export const apiUploadFieldsSchema = z
  .object({
    title: documentTitleSchema,
    category: categorySchema.default(DEFAULT_CATEGORY),
    year: yearSchema.optional(),
    userId: z.coerce
      .number({ error: 'Cliente non valido' })
      .int('Cliente non valido')
      .positive('Cliente non valido')
      .optional(),
    ...taxIdsSchema.shape,
  })
  .refine((v) => [v.userId, v.codiceFiscale, v.partitaIva].filter((x) => x != null).length === 1, {
    message: WHO_REQUIRED,
    path: ['userId'],
  })
  .and(paymentFieldsSchema);
export type ApiUploadFields = z.output<typeof apiUploadFieldsSchema>;
