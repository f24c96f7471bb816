import { z } from 'zod';
import { isCalendarDate } from '../calendar-date';
import { oneLine } from '../control-characters';
import {
  ANSWER_NOTE_MAX,
  ITEM_HINT_MAX,
  ITEM_NAME_MAX,
  REMINDER_DAYS_DEFAULT,
  REMINDER_DAYS_MAX,
  REQUEST_ITEMS_MAX,
  REQUEST_MESSAGE_MAX,
  REQUEST_TITLE_MAX,
  REQUEST_USERS_MAX,
  requestItemStates,
  requestStates,
} from '../document-requests';
import { categorySchema } from './document-categories';
import { pageQuerySchema } from './paging';

/** A text that may be left empty (null then); `clean` is `oneLine` for a text shown on one line. */
export const optionalText = (max: number, label: string, clean = (text: string) => text.trim()) =>
  z
    .string()
    .overwrite(clean)
    .max(max, `${label} può contenere al massimo ${max} caratteri`)
    .optional()
    .nullable()
    .transform((v) => v || null);

export const dueDateSchema = z
  .string({ error: 'Indica la scadenza' })
  .refine(isCalendarDate, 'Data di scadenza non valida');

// Titles, names and hints are single lines: control and bidi characters dropped (documentTitleSchema says why).
export const requestItemInputSchema = z.object({
  name: z
    .string({ error: 'Scrivi il nome del documento' })
    .overwrite(oneLine)
    .min(1, 'Scrivi il nome del documento')
    .max(ITEM_NAME_MAX, `Il nome può contenere al massimo ${ITEM_NAME_MAX} caratteri`),
  hint: optionalText(ITEM_HINT_MAX, "L'indicazione", oneLine),
  category: categorySchema,
});
export type RequestItemInput = z.infer<typeof requestItemInputSchema>;

const itemsSchema = z
  .array(requestItemInputSchema, { error: 'Aggiungi almeno un documento alla lista' })
  .min(1, 'Aggiungi almeno un documento alla lista')
  .max(REQUEST_ITEMS_MAX, `Una richiesta può contenere al massimo ${REQUEST_ITEMS_MAX} documenti`);

const titleSchema = z
  .string({ error: 'Il titolo è obbligatorio' })
  .overwrite(oneLine)
  .min(1, 'Il titolo è obbligatorio')
  .max(REQUEST_TITLE_MAX, `Il titolo può contenere al massimo ${REQUEST_TITLE_MAX} caratteri`);

export const reminderDaysSchema = z
  .array(
    z
      .number({ error: 'Giorni di promemoria non validi' })
      .int('Giorni di promemoria non validi')
      .min(0, 'Giorni di promemoria non validi')
      .max(REMINDER_DAYS_MAX, `Un promemoria può partire al massimo ${REMINDER_DAYS_MAX} giorni prima`),
  )
  .max(5, 'Al massimo cinque promemoria')
  .transform((days) => [...new Set(days)].sort((a, b) => b - a));

/**
 * `POST /api/admin/requests`: one request per client, for the clients named
 * in `userIds` or, with `allClients`, every client the users list's search
 * `q` matches (all clients when empty).
 */
export const createRequestSchema = z
  .object({
    title: titleSchema,
    dueDate: dueDateSchema,
    message: optionalText(REQUEST_MESSAGE_MAX, 'Il messaggio'),
    userIds: z
      .array(z.number().int().positive(), { error: 'Scegli almeno un cliente' })
      .max(REQUEST_USERS_MAX, `Al massimo ${REQUEST_USERS_MAX} clienti per volta`)
      .optional(),
    allClients: z.object({ q: z.string().trim().max(100).optional() }).optional(),
    items: itemsSchema,
    reminderDays: reminderDaysSchema.default(REMINDER_DAYS_DEFAULT),
  })
  .refine((v) => (v.userIds?.length ?? 0) > 0 || v.allClients, {
    message: 'Scegli almeno un cliente',
    path: ['userIds'],
  });
export type CreateRequestInput = z.input<typeof createRequestSchema>;

/** Its answer: one id per client, in the order of `userIds` (by name with `allClients`). */
export const createdRequestsSchema = z.object({ ids: z.array(z.number().int()) });

/** The creation form (the clients are chosen beside it). */
export const requestFormSchema = z.object({
  title: titleSchema,
  dueDate: dueDateSchema,
  message: z
    .string()
    .max(REQUEST_MESSAGE_MAX, `Il messaggio può contenere al massimo ${REQUEST_MESSAGE_MAX} caratteri`),
  items: itemsSchema,
  reminderDays: reminderDaysSchema,
});
export type RequestFormValues = z.input<typeof requestFormSchema>;

export const requestFileSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  filetype: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});

export const requestItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hint: z.string().nullable(),
  category: z.string(),
  state: z.enum(requestItemStates),
  /** The client's note with 'Non ho questo documento'. */
  note: z.string().nullable(),
  /** The firm's message when it sent the item back. */
  reviewMessage: z.string().nullable(),
  files: z.array(requestFileSchema),
});
export type RequestItem = z.infer<typeof requestItemSchema>;

/** A request as the API answers it (`GET /api/requests`, `GET /api/admin/requests/:id`). */
export const documentRequestSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  dueDate: z.string(),
  message: z.string().nullable(),
  state: z.enum(requestStates),
  userId: z.number().int(),
  clientName: z.string(),
  createdAt: z.string(),
  reminderDays: z.array(z.number().int()),
  answered: z.number().int(),
  total: z.number().int(),
  items: z.array(requestItemSchema),
  /** The request's conversation in 'Messaggi', once either side wrote about it. */
  threadId: z.number().int().nullable(),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

/** A row of `GET /api/admin/requests`: the request without its items and conversation. */
export const requestSummarySchema = documentRequestSchema.omit({ items: true, threadId: true }).extend({
  /** Items sent and waiting for the firm's review. */
  toReview: z.number().int(),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;

/** `GET /api/admin/requests?state&userId&title&q` (paged). */
export const adminRequestsQuerySchema = pageQuerySchema.extend({
  state: z.enum(requestStates, { error: 'Stato non valido' }).optional(),
  userId: z.coerce
    .number({ error: 'Cliente non valido' })
    .int('Cliente non valido')
    .positive('Cliente non valido')
    .max(2_147_483_647, 'Cliente non valido')
    .optional(),
  /** The same request sent to many clients shares its title: the firm follows one by it. */
  title: z.string().overwrite(oneLine).max(REQUEST_TITLE_MAX, 'Titolo non valido').optional(),
});

/** `GET /api/admin/request-titles`: the titles of the latest requests, each once, newest first (at most 100). */
export const requestTitlesSchema = z.array(z.string());

/** What waits for the firm across every request, for the panel's navigation. */
export const requestCountsSchema = z.object({
  /** Files clients sent for a request's item that no one at the firm has approved or refused yet. */
  toReview: z.number().int(),
});
export type RequestCounts = z.infer<typeof requestCountsSchema>;

/** `PATCH /api/admin/requests/:id/items/:itemId`. */
export const reviewItemSchema = z
  .object({
    state: z.enum(['accepted', 'rejected'], { error: 'Scegli se accettare o rimandare il documento' }),
    message: optionalText(ANSWER_NOTE_MAX, 'Il messaggio'),
  })
  .refine((v) => v.state === 'accepted' || v.message, {
    message: 'Scrivi al cliente cosa va rivisto',
    path: ['message'],
  });

/** The multipart fields of `POST /api/requests/:id/items/:itemId/files` besides `file` (title and category come from the item). */
export const requestFileFieldsSchema = z.object({
  batch: z.uuid('Invio non valido: ricarica la pagina e riprova').optional(),
});

/** A checklist template: `GET/POST /api/admin/request-templates`, `PUT/DELETE …/:id`. */
export const requestTemplateInputSchema = z.object({
  name: z
    .string({ error: 'Dai un nome al modello' })
    .overwrite(oneLine)
    .min(1, 'Dai un nome al modello')
    .max(100, 'Il nome può contenere al massimo 100 caratteri'),
  title: titleSchema,
  items: itemsSchema,
});
export type RequestTemplateInput = z.input<typeof requestTemplateInputSchema>;
export const requestTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  items: z.array(z.object({ name: z.string(), hint: z.string().nullable(), category: z.string() })),
  updatedAt: z.string(),
});
export type RequestTemplate = z.infer<typeof requestTemplateSchema>;
