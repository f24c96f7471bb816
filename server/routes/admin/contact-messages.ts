import { contactMessageDetailSchema, type DeliveryStatus, type SpamReason } from '@common/schemas/contact';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audit } from '../../audit/audit-log';
import { contactMessages, mailOutbox } from '../../db/schema';
import { HttpError } from '../../http-error';
import { idParams } from '../id-params';
import { adminContactMessageListRoutes, contactSummaryColumns } from './contact-messages-list';

const NOT_FOUND = 'Messaggio non trovato.';

type SummaryRow = { createdAt: Date; readAt: Date | null; delivery: Exclude<DeliveryStatus, 'off'> | null };

function toSummary<T extends SummaryRow>(row: T) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    delivery: row.delivery ?? ('off' as const),
  };
}

/**
 * The contact inbox of the admin panel, and its spam view: messages judged automated,
 * kept 30 days apart from the inbox, which an administrator may restore to it.
 */
export async function adminContactMessageRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The latest e-mail about each message; none means mail was off when it arrived.
  const latestMail = () =>
    app.db
      .selectDistinctOn([mailOutbox.contactMessageId], {
        contactMessageId: mailOutbox.contactMessageId,
        status: mailOutbox.status,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .orderBy(mailOutbox.contactMessageId, desc(mailOutbox.id))
      .as('latest_mail');

  await app.register(adminContactMessageListRoutes);

  api.get(
    '/contact-messages/:id',
    {
      schema: {
        operationId: 'getContactMessage',
        summary: 'A contact message in full, marked read',
        errors: { 404: 'No such message' },
        params: idParams,
        response: { 200: contactMessageDetailSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Opening a message marks it read; the first reading time is kept.
      await app.db
        .update(contactMessages)
        .set({ readAt: app.now() })
        .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)));
      const mail = latestMail();
      const [row] = await app.db
        .select({
          ...contactSummaryColumns,
          message: contactMessages.message,
          spamReason: contactMessages.spamReason,
          delivery: mail.status,
          sentAt: mail.sentAt,
        })
        .from(contactMessages)
        .leftJoin(mail, eq(mail.contactMessageId, contactMessages.id))
        .where(eq(contactMessages.id, id));
      if (!row) throw new HttpError(404, NOT_FOUND);
      return reply.header('cache-control', 'no-store').send({
        ...toSummary(row),
        sentAt: row.sentAt?.toISOString() ?? null,
        spamReason: row.spamReason as SpamReason | null,
      });
    },
  );

  const restoreContactMessage = {
    operationId: 'restoreContactMessage',
    summary: 'Move a message kept as spam back to the inbox, unread',
    errors: { 404: 'No such message' },
    params: idParams,
  };
  api.post('/contact-messages/:id/restore', { schema: restoreContactMessage }, async (request, reply) => {
    const { id } = request.params;
    const found = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ spamReason: contactMessages.spamReason })
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
        .for('update');
      // Already in the inbox (restored from another tab, say): nothing to do, not an error.
      if (!row || row.spamReason === null) return Boolean(row);
      // Back in the inbox as a new message: nobody has read it there yet.
      await tx
        .update(contactMessages)
        .set({ spamReason: null, readAt: null })
        .where(eq(contactMessages.id, id));
      await audit(
        tx,
        request,
        'contact-message.restore',
        { userId: request.user?.id, username: request.user?.username },
        { contactMessageId: id, spamReason: row.spamReason },
      );
      return true;
    });
    if (!found) throw new HttpError(404, NOT_FOUND);
    return reply.status(204).send();
  });

  const deleteContactMessage = {
    operationId: 'deleteContactMessage',
    summary: 'Delete a contact message and its e-mail',
    errors: { 404: 'No such message' },
    params: idParams,
  };
  api.delete('/contact-messages/:id', { schema: deleteContactMessage }, async (request, reply) => {
    const { id } = request.params;
    const deleted = await app.db.transaction(async (tx) => {
      // The outbox holds a copy of the text: it goes too (an unsent e-mail is not sent).
      await tx.delete(mailOutbox).where(eq(mailOutbox.contactMessageId, id));
      const rows = await tx
        .delete(contactMessages)
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      // The id only: the log outlives the message, and must not keep what the sender wrote.
      if (rows.length > 0)
        await audit(
          tx,
          request,
          'contact-message.delete',
          { userId: request.user?.id, username: request.user?.username },
          { contactMessageId: id },
        );
      return rows;
    });
    if (deleted.length === 0) throw new HttpError(404, NOT_FOUND);
    request.log.info({ contactMessageId: id }, 'contact: message deleted by an administrator');
    return reply.status(204).send();
  });
}
