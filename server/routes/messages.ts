import { THREAD_NOT_FOUND } from '@common/messages';
import {
  createdThreadSchema,
  messageCountsSchema,
  messageSchema,
  newMessageSchema,
  newThreadSchema,
  threadMessagesQuerySchema,
  threadPageSchema,
  threadSummarySchema,
  threadsQuerySchema,
} from '@common/schemas/messages';
import { pageSchema } from '@common/schemas/paging';
import { eq, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireClient, requireUser } from '../auth/guards';
import { messageThreads } from '../db/schema';
import { HttpError } from '../http-error';
import { limitMessages } from '../messages/limits';
import { noticeTargets, queueMessageNotice, withdrawMessageNotice } from '../messages/notices';
import { threadId } from '../messages/params';
import { postMessage } from '../messages/post-message';
import { ownThreadsWhere } from '../messages/thread-filters';
import { loadThread, messagesPage, threadsPage, toMessage, toThread } from '../messages/thread-rows';
import { checkLink, lockThread, markRead, startThread } from '../messages/write';
import { rawIdParams } from './id-params';

const errors = {
  403: 'For clients only; or the account has a step left to do',
  404: 'No such conversation of this client',
};

/**
 * The client's side of the conversations with the firm ('Messaggi'): their own only, another client's
 * answering 404 exactly like a missing one, and never the firm's internal notes.
 */
export async function messageRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  app.addHook('onRequest', requireClient);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const targets = () => noticeTargets(app, opts.publicUrl);

  api.get(
    '/messages/counts',
    {
      schema: {
        operationId: 'countOwnMessages',
        summary: "The firm's messages this client has not opened yet",
        errors: { 403: errors[403] },
        response: { 200: messageCountsSchema },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const [row] = await app.db
        .select({ unread: sum(messageThreads.unreadByClient).mapWith(Number) })
        .from(messageThreads)
        .where(eq(messageThreads.userId, me.id));
      return reply.header('cache-control', 'private, no-store').send({ unread: row?.unread ?? 0 });
    },
  );

  api.get(
    '/messages/threads',
    {
      schema: {
        operationId: 'listOwnThreads',
        summary: "A page of this client's conversations with the firm, newest activity first",
        errors: { 400: 'Invalid filters, or a cursor the server did not give', 403: errors[403] },
        querystring: threadsQuerySchema,
        response: { 200: pageSchema(threadSummarySchema) },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const page = await threadsPage(
        app.db,
        {
          where: ownThreadsWhere(me.id, request.query),
          searching: Boolean(request.query.q),
          viewer: 'client',
        },
        request.query,
      );
      return reply.header('cache-control', 'private, no-store').send(page);
    },
  );

  api.post(
    '/messages/threads',
    {
      onRequest: limitMessages(app, 'client'),
      schema: {
        operationId: 'startThread',
        summary:
          "Start a conversation with the firm, optionally about one document, request or payment; about a request that has one already, the message goes into that request's conversation",
        errors: {
          400: 'Invalid subject or text, more than one thing named, or a file attached that is not one of this client’s',
          403: errors[403],
          404: 'The document, request or payment named is not one of this client',
          429: 'Too many messages from this client: wait Retry-After seconds',
        },
        body: newThreadSchema,
        response: { 201: createdThreadSchema },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const now = app.now();
      const input = request.body;
      const id = await app.db.transaction(async (tx) => {
        const link = await checkLink(tx, me.id, input);
        const { thread } = await startThread(tx, {
          userId: me.id,
          subject: input.subject,
          createdBy: me.id,
          createdAt: now,
          ...link,
        });
        await postMessage(
          tx,
          request,
          me,
          {
            threadId: thread.id,
            ownerId: me.id,
            authorId: me.id,
            side: 'client',
            internal: false,
            text: input.text,
            now,
          },
          { uploadIds: input.uploadIds },
        );
        await queueMessageNotice(tx, thread, 'client', targets(), now);
        return thread.id;
      });
      app.mail.kick();
      return reply.status(201).send({ id });
    },
  );

  api.get(
    '/messages/threads/:id',
    {
      schema: {
        operationId: 'getOwnThread',
        summary: 'A conversation and its newest messages (oldest first); `cursor` asks for older ones',
        errors: { 400: 'A cursor the server did not give', ...errors },
        params: rawIdParams,
        querystring: threadMessagesQuerySchema,
        response: { 200: threadPageSchema },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const thread = await loadThread(app.db, threadId(request.params.id), me.id);
      if (!thread) throw new HttpError(404, THREAD_NOT_FOUND);
      const page = await messagesPage(app.db, thread, 'client', request.query);
      return reply
        .header('cache-control', 'private, no-store')
        .send({ thread: toThread(thread), messages: page });
    },
  );

  api.post(
    '/messages/threads/:id/messages',
    {
      onRequest: limitMessages(app, 'client'),
      schema: {
        operationId: 'writeInOwnThread',
        summary: "Write in one of this client's conversations (a closed one opens again)",
        errors: {
          400: 'Invalid text, or a file attached that is not one of this client’s',
          ...errors,
          429: 'Too many messages from this client: wait Retry-After seconds',
        },
        params: rawIdParams,
        body: newMessageSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const id = threadId(request.params.id);
      const now = app.now();
      const { row, files } = await app.db.transaction(async (tx) => {
        const thread = await lockThread(tx, id, me.id);
        const written = await postMessage(
          tx,
          request,
          me,
          {
            threadId: id,
            ownerId: me.id,
            authorId: me.id,
            side: 'client',
            internal: false,
            text: request.body.text,
            now,
          },
          { uploadIds: request.body.uploadIds },
        );
        await queueMessageNotice(tx, thread, 'client', targets(), now);
        return written;
      });
      app.mail.kick();
      return reply
        .status(201)
        .send(toMessage({ ...row, author: me.fullName, readBy: null }, me.fullName, 'client', files));
    },
  );

  api.post(
    '/messages/threads/:id/read',
    {
      schema: {
        operationId: 'readOwnThread',
        summary: "Mark the firm's messages in a conversation as read by this client",
        errors,
        params: rawIdParams,
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const id = threadId(request.params.id);
      const now = app.now();
      await app.db.transaction(async (tx) => {
        const thread = await lockThread(tx, id, me.id);
        if (thread.unreadByClient === 0 && thread.clientNoticeMailId === null) return;
        await markRead(tx, thread, 'client', me.id, now);
        await withdrawMessageNotice(tx, thread, 'client', opts.publicUrl);
      });
      return reply.status(204).send();
    },
  );
}
