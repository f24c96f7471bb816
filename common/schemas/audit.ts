import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './paging';

export const auditEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  event: z.string(),
  userId: z.number().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/**
 * `GET /api/admin/audit-events?event=login.failure&userId=12`: newest first, a
 * page at a time. `q` is not offered: events are found by kind and account.
 */
export const auditEventsQuerySchema = pageQuerySchema.omit({ q: true }).extend({
  event: z
    .string()
    .trim()
    .min(1, 'Evento non valido')
    .max(100, 'Evento non valido')
    .regex(/^[a-z0-9.-]+$/, 'Evento non valido')
    .optional(),
  userId: z.coerce
    .number({ error: 'Utente non valido' })
    .int('Utente non valido')
    .positive('Utente non valido')
    .optional(),
});

export const auditEventsPageSchema = pageSchema(auditEventSchema);
