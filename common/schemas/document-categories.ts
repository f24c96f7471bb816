import { z } from 'zod';
import {
  CATEGORY_REQUIRED,
  currentYear,
  DOCUMENT_YEAR_MIN,
  type DocumentCategory,
  documentCategories,
  YEAR_INVALID,
} from '../document-categories';

const categoryValues = documentCategories.map((c) => c.value) as [DocumentCategory, ...DocumentCategory[]];

export const categorySchema = z.enum(categoryValues, { error: CATEGORY_REQUIRED });

/** A document's year: from DOCUMENT_YEAR_MIN to next year (a clock a little ahead at New Year). */
export const yearSchema = z.coerce
  .number({ error: YEAR_INVALID })
  .int(YEAR_INVALID)
  .min(DOCUMENT_YEAR_MIN, YEAR_INVALID)
  .refine((year) => year <= currentYear() + 1, YEAR_INVALID);
