import { z } from 'zod';
import { oneLine } from '../control-characters';
import { EMAIL_MAX } from '../limits';
import { pageQuerySchema, pageSchema } from './paging';

/** Field bounds of the contact form; the minimums are the specification's. */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: EMAIL_MAX,
  subjectMin: 5,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** Faster than this from opening the form to sending it, and it was not a person typing. */
export const CONTACT_MIN_FILL_MS = 3000;

const L = CONTACT_LIMITS;
const NAME_MIN = `Il nome deve contenere almeno ${L.nameMin} caratteri`;
const EMAIL_INVALID = 'Inserisci un indirizzo email valido';
const SUBJECT_MIN = `L'oggetto deve contenere almeno ${L.subjectMin} caratteri`;
const MESSAGE_MIN = `Il messaggio deve contenere almeno ${L.messageMin} caratteri`;
const PRIVACY_REQUIRED = 'Devi accettare la Privacy Policy per procedere';

export const contactSchema = z.object({
  // A missing field reads like an empty one: the same message.
  name: z
    .string({ error: NAME_MIN })
    .overwrite(oneLine)
    .min(L.nameMin, NAME_MIN)
    .max(L.nameMax, `Il nome può contenere al massimo ${L.nameMax} caratteri`),
  email: z
    .string({ error: EMAIL_INVALID })
    .trim()
    .max(L.emailMax, `L'indirizzo email può contenere al massimo ${L.emailMax} caratteri`)
    .pipe(z.email(EMAIL_INVALID)),
  subject: z
    .string({ error: SUBJECT_MIN })
    .overwrite(oneLine)
    .min(L.subjectMin, SUBJECT_MIN)
    .max(L.subjectMax, `L'oggetto può contenere al massimo ${L.subjectMax} caratteri`),
  message: z
    .string({ error: MESSAGE_MIN })
    .trim()
    .min(L.messageMin, MESSAGE_MIN)
    .max(L.messageMax, 'Il messaggio può contenere al massimo 5.000 caratteri'),
  privacyAccepted: z.boolean({ error: PRIVACY_REQUIRED }).refine((v) => v, PRIVACY_REQUIRED),
  /** Honeypot: hidden from people, so anything in it was typed by a bot. */
  website: z.string().max(1000).optional(),
  /** How long the form was open before sending, measured by the page. */
  elapsedMs: z.number().int().min(0).optional(),
});
export type ContactInput = z.input<typeof contactSchema>;

/** Why a message was judged automated: kept apart from the inbox (30 days), never e-mailed. */
export const spamReasons = ['honeypot', 'too-fast', 'no-fill-time'] as const;
export type SpamReason = (typeof spamReasons)[number];

/** The answer to an accepted message; a bot's message gets exactly the same one. */
export const contactAcceptedSchema = z.object({ message: z.string() });

export const deliveryStatuses = ['pending', 'sent', 'failed', 'off'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** One row of the admin inbox. */
export const contactMessageSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** The e-mail to the firm: 'off' when mail was not configured at the time. */
  delivery: z.enum(deliveryStatuses),
});
export type ContactMessageSummary = z.infer<typeof contactMessageSummarySchema>;

/** One row of the spam view: no e-mail was ever queued for these. */
export const spamMessageSummarySchema = contactMessageSummarySchema
  .omit({ readAt: true, delivery: true })
  .extend({ spamReason: z.enum(spamReasons) });
export type SpamMessageSummary = z.infer<typeof spamMessageSummarySchema>;

export const contactMessageDetailSchema = contactMessageSummarySchema.extend({
  message: z.string(),
  sentAt: z.string().nullable(),
  /** Null for a message of the inbox. */
  spamReason: z.enum(spamReasons).nullable(),
});
export type ContactMessageDetail = z.infer<typeof contactMessageDetailSchema>;

/** `GET /api/admin/contact-messages?q=…` (the inbox) and `…/spam?q=…`: newest first, a page at a time. */
export const contactMessagesQuerySchema = pageQuerySchema;
export const contactMessagesPageSchema = pageSchema(contactMessageSummarySchema);
export const spamMessagesPageSchema = pageSchema(spamMessageSummarySchema);

/** The tabs' badges, counted by the database: unread messages of the inbox, and the spam kept. */
export const contactMessageCountsSchema = z.object({
  unread: z.number().int(),
  spam: z.number().int(),
});
export type ContactMessageCounts = z.infer<typeof contactMessageCountsSchema>;
