import { z } from 'zod';
import { oneLine } from '../control-characters';
import { DEFAULT_CATEGORY } from '../document-categories';
import { DOCUMENT_TITLE_MAX } from '../documents';
import { categorySchema, yearSchema } from './document-categories';
import { paymentFieldsSchema } from './payments';

/**
 * A document's title, wherever one is set (the firm's uploads, the client's, `/api/v1`): one line
 * without control or bidi characters, which are dropped rather than refused, being invisible to
 * whoever typed or pasted them.
 */
export const documentTitleSchema = z
  .string({ error: 'Il titolo è obbligatorio' })
  .overwrite(oneLine)
  .min(1, 'Il titolo è obbligatorio')
  .max(DOCUMENT_TITLE_MAX, `Il titolo può contenere al massimo ${DOCUMENT_TITLE_MAX} caratteri`);

/**
 * The multipart fields of `POST /api/documents/upload` besides the `file` part.
 * `mode` is 'bulk' from the bulk screen, where images are allowed too.
 */
export const uploadFieldsSchema = z
  .object({
    title: documentTitleSchema,
    userId: z.coerce
      .number({ error: 'Seleziona un utente' })
      .int('Seleziona un utente')
      .positive('Seleziona un utente'),
    mode: z.enum(['single', 'bulk']).default('single'),
    // Optional for callers older than categories: 'Altro', and the year of the upload.
    category: categorySchema.default(DEFAULT_CATEGORY),
    year: yearSchema.optional(),
  })
  // A payment (an F24): amount in cents and due date, both or neither.
  .and(paymentFieldsSchema);

/** The single upload form (the file itself is checked by the server, by content). */
export const singleUploadFormSchema = z.object({
  title: documentTitleSchema,
  userId: z.string().min(1, 'Seleziona un utente'),
  category: categorySchema,
  year: yearSchema,
});

/** A payment the document asks for (both null when it asks for none). */
const paymentColumns = {
  amountCents: z.number().int().nullable(),
  dueDate: z.string().nullable(),
};

/** A client's own document in the client area list. */
export const clientDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  year: z.number().int(),
  filename: z.string(),
  filetype: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** Null until the client first downloads it: the document shows as 'Nuovo'. */
  firstDownloadedAt: z.string().nullable(),
  ...paymentColumns,
});
export type ClientDocument = z.infer<typeof clientDocumentSchema>;

/** `POST /api/documents/upload` answers 201 with this (design, API contract). */
export const uploadedDocumentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  category: z.string(),
  year: z.number().int(),
  filename: z.string(),
  filetype: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  ...paymentColumns,
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/** A row of `GET /api/admin/documents`. `userName` is the client's full name. */
export const adminDocumentSchema = uploadedDocumentSchema.extend({
  userName: z.string(),
  username: z.string(),
  userEmail: z.string(),
  firstDownloadedAt: z.string().nullable(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;
