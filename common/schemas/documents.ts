import { z } from 'zod';

/** A client's own document in the client area list. */
export const clientDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  filename: z.string(),
  filetype: z.string(),
  uploadedAt: z.string(),
});
export type ClientDocument = z.infer<typeof clientDocumentSchema>;
