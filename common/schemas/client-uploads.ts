import { z } from 'zod';
import {
  type ClientUploadState,
  clientUploadStates,
  clientUploadStatuses,
  NOTE_MAX,
} from '../client-uploads';
import { categorySchema, yearSchema } from './document-categories';
import { documentTitleSchema } from './documents';
import { pageQuerySchema, pageSchema } from './paging';

/**
 * The multipart fields of `POST /api/client-uploads` besides the `file` part.
 * `batch` is an id the page draws once per sending: it groups the files for
 * the 20-file limit. `note` is the batch's note, sent with each of its files.
 */
export const clientUploadFieldsSchema = z.object({
  title: documentTitleSchema,
  category: categorySchema,
  // Optional: the year in Italy when the file arrives.
  year: yearSchema.optional(),
  note: z
    .string()
    .trim()
    .max(NOTE_MAX, `La nota può contenere al massimo ${NOTE_MAX} caratteri`)
    .optional()
    .transform((note) => note || null),
  batch: z.uuid('Invio non valido: ricarica la pagina e riprova').optional(),
});
export type ClientUploadFields = z.infer<typeof clientUploadFieldsSchema>;

const uploadColumns = {
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  year: z.number().int(),
  note: z.string().nullable(),
  filename: z.string(),
  filetype: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
};

/** One of the client's own uploads (`GET /api/client-uploads`, and the 201 of a POST). */
export const clientUploadSchema = z.object({
  ...uploadColumns,
  status: z.enum(clientUploadStatuses),
  /** When the firm first saw it; null while 'Inviato'. */
  receivedAt: z.string().nullable(),
});
export type ClientUpload = z.infer<typeof clientUploadSchema>;

/** A row of `GET /api/admin/client-uploads`: the sender and the firm's state. */
export const adminClientUploadSchema = z.object({
  ...uploadColumns,
  userId: z.number().int(),
  userName: z.string(),
  username: z.string(),
  userEmail: z.string(),
  state: z.enum(clientUploadStates),
  seenAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  /** The item of a firm's request ('Richiesta documenti') the file answers; null for a file sent on its own. */
  requestItem: z
    .object({ requestId: z.number().int(), requestTitle: z.string(), itemName: z.string() })
    .nullable(),
});
export type AdminClientUpload = z.infer<typeof adminClientUploadSchema>;

/** `state` filter: one state or several, comma-separated (`new,seen` is the working list). */
const statesFilter = z
  .string()
  .transform((raw, ctx) => {
    const states = [...new Set(raw.split(',').map((s) => s.trim()))];
    if (states.some((s) => !(clientUploadStates as readonly string[]).includes(s))) {
      ctx.addIssue({ code: 'custom', message: 'Stato non valido' });
      return z.NEVER;
    }
    return states as ClientUploadState[];
  })
  .optional();

/** The filters of the received list: the page, the counts and the bulk actions read the same. */
export const adminClientUploadsFilterSchema = z.object({
  userId: z.coerce.number({ error: 'Cliente non valido' }).int().positive().max(2_147_483_647).optional(),
  category: categorySchema.optional(),
  year: yearSchema.optional(),
  state: statesFilter,
  q: pageQuerySchema.shape.q,
});

/** The query of `GET /api/admin/client-uploads`: the filters and the page. */
export const adminClientUploadsQuerySchema = pageQuerySchema.extend(adminClientUploadsFilterSchema.shape);

export const adminClientUploadsPageSchema = pageSchema(adminClientUploadSchema);

/** `GET /api/admin/client-uploads/counts`: how many match the filters (its state aside), per state. */
export const clientUploadCountsSchema = z.object({
  new: z.number().int(),
  seen: z.number().int(),
  archived: z.number().int(),
});
export type ClientUploadCounts = z.infer<typeof clientUploadCountsSchema>;

/** What a bulk request by filter carries besides the filters: how many the person saw. */
const expectedSchema = z.coerce
  .number({ error: 'Numero di documenti non valido' })
  .int('Numero di documenti non valido')
  .min(1, 'Numero di documenti non valido');

/** `GET /api/admin/client-uploads/archive?all=1&expected=N&<filters>`: every match as one ZIP. */
export const filterArchiveQuerySchema = adminClientUploadsFilterSchema.extend({ expected: expectedSchema });

/** `POST /api/admin/client-uploads/bulk`: archive, restore or delete every match. */
export const clientUploadsBulkSchema = z.object({
  action: z.enum(['archive', 'restore', 'delete'], { error: 'Operazione non valida' }),
  filters: adminClientUploadsFilterSchema,
  expected: expectedSchema,
});
export type ClientUploadsBulk = z.input<typeof clientUploadsBulkSchema>;

/** `PATCH /api/admin/client-uploads/:id`: archive, or bring back to the working list as seen. */
export const clientUploadStatePatchSchema = z.object({
  state: z.enum(['seen', 'archived'], { error: 'Stato non valido' }),
});
