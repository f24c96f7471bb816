import { z } from 'zod';
import { oneLine } from '../control-characters';
import {
  BROADCAST_USERS_MAX,
  MESSAGE_FILES_MAX,
  MESSAGE_TEXT_MAX,
  THREAD_SUBJECT_MAX,
  threadStates,
} from '../messages';
import { pageQuerySchema, SEARCH_MAX } from './paging';

/** A message's text: kept as written (line breaks too), only trimmed. */
export const messageTextSchema = z
  .string({ error: 'Scrivi il messaggio' })
  .trim()
  .min(1, 'Scrivi il messaggio')
  .max(MESSAGE_TEXT_MAX, `Il messaggio può contenere al massimo ${MESSAGE_TEXT_MAX} caratteri`);

export const threadSubjectSchema = z
  .string({ error: "Scrivi l'oggetto" })
  .overwrite(oneLine)
  .min(1, "Scrivi l'oggetto")
  .max(THREAD_SUBJECT_MAX, `L'oggetto può contenere al massimo ${THREAD_SUBJECT_MAX} caratteri`);

const optionalId = z.number().int().positive().optional();

/** The ids of files already sent through the upload pipeline, attached to the message. */
const fileIds = z
  .array(z.number().int().positive(), { error: 'Allegati non validi' })
  .max(MESSAGE_FILES_MAX, `Al massimo ${MESSAGE_FILES_MAX} allegati per messaggio`)
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** `POST /api/messages/threads`: the client's new conversation, about at most one thing. */
export const newThreadSchema = z.object({
  subject: threadSubjectSchema,
  text: messageTextSchema,
  /** The client's own files (`POST /api/client-uploads`). */
  uploadIds: fileIds,
  documentId: optionalId,
  requestId: optionalId,
  paymentId: optionalId,
});
export type NewThreadInput = z.input<typeof newThreadSchema>;

/** `POST …/threads/:id/messages` as JSON: the client's message. */
export const newMessageSchema = z.object({ text: messageTextSchema, uploadIds: fileIds });
export type NewMessageInput = z.input<typeof newMessageSchema>;

/** The firm's: `internal` is a note only staff read. */
export const firmMessageSchema = z.object({
  text: messageTextSchema,
  internal: z.boolean().default(false),
  /** Documents of the conversation's client (`POST /api/documents/upload`), in their archive. */
  documentIds: fileIds,
});
export type FirmMessageInput = z.input<typeof firmMessageSchema>;

/**
 * `POST /api/admin/messages/threads`: one conversation per client, for the clients in `userIds` or,
 * with `filter`, every client the users list's search `q` matches (all clients when empty).
 */
export const firmThreadsSchema = z
  .object({
    subject: threadSubjectSchema,
    text: messageTextSchema,
    userIds: z
      .array(z.number().int().positive(), { error: 'Scegli almeno un cliente' })
      .max(BROADCAST_USERS_MAX, `Al massimo ${BROADCAST_USERS_MAX} clienti per volta`)
      .optional(),
    filter: z.object({ q: z.string().trim().max(SEARCH_MAX).optional() }).optional(),
  })
  .refine((v) => (v.userIds?.length ?? 0) > 0 || v.filter, {
    message: 'Scegli almeno un cliente',
    path: ['userIds'],
  });
export type FirmThreadsInput = z.input<typeof firmThreadsSchema>;

/** `PATCH /api/admin/messages/threads/:id`: 'Chiudi', or open again. */
export const threadStateSchema = z.object({ state: z.enum(threadStates, { error: 'Stato non valido' }) });
export type ThreadState = z.infer<typeof threadStateSchema>['state'];

/** `GET /api/messages/threads?state&q` (paged). */
export const threadsQuerySchema = pageQuerySchema.extend({
  state: z.enum(threadStates, { error: 'Stato non valido' }).optional(),
});

/** `GET /api/admin/messages/threads?state&userId&unread&q` (paged). */
export const adminThreadsQuerySchema = threadsQuerySchema.extend({
  userId: z.coerce
    .number({ error: 'Cliente non valido' })
    .int('Cliente non valido')
    .positive('Cliente non valido')
    .optional(),
  unread: z
    .enum(['true', 'false'], { error: 'Filtro non valido' })
    .transform((v) => v === 'true')
    .optional(),
});

/** What a conversation is about, with its title as the client's archive names it. */
export const threadLinkSchema = z
  .object({ kind: z.enum(['document', 'request', 'payment']), id: z.number().int(), title: z.string() })
  .nullable();
export type ThreadLink = z.infer<typeof threadLinkSchema>;

const writerSchema = z.object({ side: z.enum(['client', 'firm']), name: z.string() });

/** A row of the lists: `unread` counts the other side's messages not yet opened. */
export const threadSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  state: z.enum(threadStates),
  lastMessageAt: z.string(),
  lastMessagePreview: z.string(),
  lastWriter: writerSchema,
  /** The last message is the firm's internal note (the firm's list only). */
  lastInternal: z.boolean(),
  unread: z.number().int(),
  client: z.object({ id: z.number().int(), fullName: z.string() }),
  link: threadLinkSchema,
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

/** A file of a message: one the client sent, or a document of the firm, downloaded by its own route. */
export const messageFileSchema = z.object({
  kind: z.enum(['upload', 'document']),
  id: z.number().int(),
  filename: z.string(),
  filetype: z.string(),
  size: z.number().int(),
});
export type MessageFile = z.infer<typeof messageFileSchema>;

/**
 * A message. `readAt` is when the other side first opened it; `readBy` the staff member who did, for
 * a client's message in the firm's view. `internal` notes reach the firm's routes only.
 */
export const messageSchema = z.object({
  id: z.number().int(),
  threadId: z.number().int(),
  side: z.enum(['client', 'firm']),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
  internal: z.boolean(),
  readAt: z.string().nullable(),
  readBy: z.string().nullable(),
  files: z.array(messageFileSchema),
});
export type Message = z.infer<typeof messageSchema>;

export const threadSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  state: z.enum(threadStates),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  client: z.object({ id: z.number().int(), fullName: z.string() }),
  link: threadLinkSchema,
});
export type Thread = z.infer<typeof threadSchema>;

/** `GET …/threads/:id?cursor`: the newest messages, oldest first; `nextCursor` asks for older ones. */
export const threadPageSchema = z.object({
  thread: threadSchema,
  messages: z.object({ items: z.array(messageSchema), nextCursor: z.string().nullable() }),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;

export const threadMessagesQuerySchema = pageQuerySchema.pick({ limit: true, cursor: true });

export const createdThreadSchema = z.object({ id: z.number().int() });
export const createdThreadsSchema = z.object({ ids: z.array(z.number().int()) });

/** `GET /api/messages/counts`: the firm's messages the client has not opened; for the firm, conversations. */
export const messageCountsSchema = z.object({ unread: z.number().int() });
export type MessageCounts = z.infer<typeof messageCountsSchema>;
