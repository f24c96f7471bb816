import { contactAcceptedSchema, contactSchema } from '@common/schemas/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactNotification } from '../contact/contact-mail';
import { spamReason, storeSpam } from '../contact/spam';
import { contactMessages } from '../db/schema';
import { addressKey } from '../limits/address-key';
import { countRequest } from '../limits/request-limit';
import { tooManyRequests } from '../limits/too-many-requests';
import { enqueueMail } from '../mail/outbox';

/**
 * Messages per client address per hour: plenty for a person, a wall for a script. It counts
 * every request, so automated ones too (they are stored, see storeSpam). The counts live in
 * the database: every instance shares them and a restart keeps them.
 */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 60 * 60 * 1000 } as const;
// The longest valid form is about 5,300 characters; 3 bytes each in UTF-8 is under 16 KB.
const CONTACT_BODY_LIMIT = 32 * 1024;
const ACCEPTED = { message: 'Messaggio ricevuto.' };

export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      // Before the body is read or checked: a script sending garbage is counted too.
      onRequest: async (request, reply) => {
        const wait = await countRequest(
          app.db,
          `contact:${addressKey(request.ip)}`,
          CONTACT_RATE_LIMIT,
          app.now(),
        );
        if (wait > 0) throw tooManyRequests(reply, wait, 'Hai inviato troppi messaggi.');
      },
      schema: {
        operationId: 'sendContactMessage',
        summary: 'Send the firm a message from the contact form',
        security: [],
        errors: {
          413: 'A body over 32 KB',
          429: 'Too many messages from this address in the hour: wait Retry-After seconds',
        },
        body: contactSchema,
        response: { 201: contactAcceptedSchema },
      },
    },
    async (request, reply) => {
      const { website, elapsedMs, ...fields } = request.body;
      const now = app.now();
      // A bot is told nothing: the same answer as a person. The message is kept apart, unsent.
      const reason = spamReason(website, elapsedMs);
      if (reason) {
        const id = await storeSpam(app.db, fields, reason, now);
        if (id === null) request.log.warn({ reason }, 'contact: spam over the daily cap, not stored');
        else request.log.info({ contactMessageId: id, reason }, 'contact: message stored as spam');
        return reply.status(201).send(ACCEPTED);
      }

      const firmAddress = app.mail.firmAddress;
      // The message and its e-mail are stored together; delivery happens afterwards.
      const id = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({ ...fields, createdAt: now })
          .returning();
        if (firmAddress) await enqueueMail(tx, contactNotification(row!, firmAddress), now);
        return row!.id;
      });
      app.mail.kick();
      request.log.info(
        { contactMessageId: id, emailQueued: Boolean(firmAddress) },
        'contact: message stored',
      );
      return reply.status(201).send(ACCEPTED);
    },
  );
}
