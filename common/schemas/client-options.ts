import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './paging';

/** A client as a picker offers it: enough to tell two Rossi apart. */
export const clientOptionSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
});
export type ClientOption = z.infer<typeof clientOptionSchema>;

/** `GET /api/admin/clients?q=…` (a page of matches) or `?id=12` (the one a filter names). */
export const clientOptionsQuerySchema = pageQuerySchema.extend({
  id: z.coerce
    .number({ error: 'Cliente non valido' })
    .int('Cliente non valido')
    .positive('Cliente non valido')
    .optional(),
});

export const clientOptionsPageSchema = pageSchema(clientOptionSchema);
