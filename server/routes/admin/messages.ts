import { NOTE_BEFORE_CONVERSATION, NOTE_WITHOUT_FILES, THREAD_NOT_FOUND } from '@common/messages';
import {
  adminThreadsQuerySchema,
  createdThreadsSchema,
  firmMessageSchema,
  firmThreadsSchema,
  messageCountsSchema,
  messageSchema,
  threadMessagesQuerySchema,
  threadPageSchema,
  threadSchema,
  threadStateSchema,
  threadSummarySchema,
} from '@common/schemas/messages';
import { pageSchema } from '@common/schemas/paging';
import { eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, audit } from '../../audit/audit-log';
import { requireUser } from '../../auth/guards';
import type { Db } from '../../db/client';
import { messageThreads } from '../../db/schema';
import { HttpError } from '../../http-error';
import { startFirmThreads } from '../../messages/broadcast';
import { limitMessages } from '../../messages/limits';
import { notifyMessageEvent } from '../../messages/message-events';
import { noticeTargets, queueMessageNotice, withdrawMessageNotice } from '../../messages/notices';
import { threadId } from '../../messages/params';
import { postMessage } from '../../messages/post-message';
import { firmThreadsWhere } from '../../messages/thread-filters';
import { loadThread, messagesPage, threadsPage, toMessage, toThread } from '../../messages/thread-rows';
import { lockThread, markRead, startThread } from '../../messages/write';
import { lockRequest } from '../../requests/completion';
import { ClientsRefused } from '../../requests/create';
import { requestId } from '../../requests/params';
import { rawIdParams } from '../id-params';

const invalidBodySchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
const notFound = { 404: 'No such conversation' };

/** The firm's side of the conversations: every client's, with internal notes. Under the admin guard. */
export async function adminMessageRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const targets = () => noticeTargets(app, opts.publicUrl);
  const detail = async (id: number) => {
    const thread = await loadThread(app.db, id);
    if (!thread) throw new HttpError(404, THREAD_NOT_FOUND);
    return thread;
  };

  /** The firm's message or note into the conversation `lock` answers, locked; and its notice. */
  const firmWrites = async (
    request: FastifyRequest,
    { internal, text, documentIds }: z.output<typeof firmMessageSchema>,
    lock: (tx: Db) => Promise<typeof messageThreads.$inferSelect>,
  ) => {
    const admin = requireUser(request);
    const now = app.now();
    if (internal && documentIds.length > 0) throw new HttpError(400, NOTE_WITHOUT_FILES);
    const { row, files, clientName } = await app.db.transaction(async (tx) => {
      const thread = await lock(tx);
      const writing = {
        threadId: thread.id,
        ownerId: thread.userId,
        authorId: admin.id,
        side: 'firm',
        internal,
        text,
        now,
      } as const;
      const written = await postMessage(tx, request, admin, writing, { documentIds });
      // A note is the firm's alone: never a notice, never a count the client sees.
      if (!internal) await queueMessageNotice(tx, thread, 'firm', targets(), now);
      return { ...written, clientName: (await loadThread(tx, thread.id))!.clientName };
    });
    app.mail.kick();
    return toMessage({ ...row, author: admin.fullName, readBy: null }, clientName, 'firm', files);
  };

  api.get(
    '/messages/counts',
    {
      schema: {
        operationId: 'countThreadsToRead',
        summary: 'Conversations with messages from the client that no one at the firm has opened',
        response: { 200: messageCountsSchema },
      },
    },
    async (_request, reply) => {
      const unread = await app.db.$count(messageThreads, gt(messageThreads.unreadByFirm, 0));
      return reply.header('cache-control', 'no-store').send({ unread });
    },
  );

  api.get(
    '/messages/threads',
    {
      schema: {
        operationId: 'listThreads',
        summary:
          "A page of every client's conversations, newest activity first, by state, client, unread and search",
        errors: { 400: 'Invalid filters, or a cursor the server did not give' },
        querystring: adminThreadsQuerySchema,
        response: { 200: pageSchema(threadSummarySchema) },
      },
    },
    async (request, reply) => {
      const page = await threadsPage(
        app.db,
        { where: firmThreadsWhere(request.query), searching: Boolean(request.query.q), viewer: 'firm' },
        request.query,
      );
      return reply.header('cache-control', 'no-store').send(page);
    },
  );

  api.post(
    '/messages/threads',
    {
      onRequest: limitMessages(app, 'firm'),
      schema: {
        operationId: 'startThreads',
        summary:
          'Write to one client, to several, or to every client a search matches: one conversation each',
        errors: { 429: 'Too many messages from this administrator: wait Retry-After seconds' },
        body: firmThreadsSchema,
        response: { 201: createdThreadsSchema, 400: invalidBodySchema },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const input = request.body;
      try {
        const ids = await app.db.transaction(async (tx) => {
          const ids = await startFirmThreads(tx, input, {
            adminId: admin.id,
            now: app.now(),
            targets: targets(),
          });
          await audit(tx, request, 'message.threads-create', actorOf(admin), {
            count: ids.length,
            subject: input.subject,
            filter: input.filter ? { q: input.filter.q ?? '' } : undefined,
          });
          return ids;
        });
        app.mail.kick();
        return reply.status(201).send({ ids });
      } catch (err) {
        if (err instanceof ClientsRefused) return reply.status(400).send(err.body);
        throw err;
      }
    },
  );

  api.get(
    '/messages/threads/:id',
    {
      schema: {
        operationId: 'getThread',
        summary:
          'A conversation and its newest messages, internal notes included (oldest first); `cursor` asks for older ones',
        errors: { 400: 'A cursor the server did not give', ...notFound },
        params: rawIdParams,
        querystring: threadMessagesQuerySchema,
        response: { 200: threadPageSchema },
      },
    },
    async (request, reply) => {
      const thread = await detail(threadId(request.params.id));
      const page = await messagesPage(app.db, thread, 'firm', request.query);
      return reply.header('cache-control', 'no-store').send({ thread: toThread(thread), messages: page });
    },
  );

  api.post(
    '/messages/threads/:id/messages',
    {
      onRequest: limitMessages(app, 'firm'),
      schema: {
        operationId: 'writeInThread',
        summary: 'Reply to a client, or write an internal note only staff read (`internal`)',
        errors: {
          400: "Invalid text, a note with files, or a document that is not the conversation's client's",
          ...notFound,
          429: 'Too many messages from this administrator',
        },
        params: rawIdParams,
        body: firmMessageSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const id = threadId(request.params.id);
      const message = await firmWrites(request, request.body, (tx) => lockThread(tx, id));
      return reply.status(201).send(message);
    },
  );

  api.post(
    '/requests/:id/messages',
    {
      onRequest: limitMessages(app, 'firm'),
      schema: {
        operationId: 'writeAboutRequest',
        summary:
          "Write in a request's conversation (started by this first message if neither side wrote yet, named as the request), or a note there",
        errors: {
          400: "Invalid text, a note with files or before the conversation began, or a document that is not the request's client's",
          404: 'No such request',
          429: 'Too many messages from this administrator',
        },
        params: rawIdParams,
        body: firmMessageSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const id = requestId(request.params.id);
      const message = await firmWrites(request, request.body, async (tx) => {
        const about = await lockRequest(tx, id);
        const { thread, started } = await startThread(tx, {
          userId: about.userId,
          subject: about.title,
          createdBy: admin.id,
          createdAt: app.now(),
          requestId: id,
        });
        // Rolled back with the conversation it would have started.
        if (request.body.internal && started) throw new HttpError(400, NOTE_BEFORE_CONVERSATION);
        return thread;
      });
      return reply.status(201).send(message);
    },
  );

  api.post(
    '/messages/threads/:id/read',
    {
      schema: {
        operationId: 'readThread',
        summary: "Mark the client's messages in a conversation as read by this staff member",
        errors: notFound,
        params: rawIdParams,
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const id = threadId(request.params.id);
      await app.db.transaction(async (tx) => {
        const thread = await lockThread(tx, id);
        if (thread.unreadByFirm === 0 && thread.firmNoticeMailId === null) return;
        await markRead(tx, thread, 'firm', admin.id, app.now());
        await withdrawMessageNotice(tx, thread, 'firm', opts.publicUrl);
      });
      return reply.status(204).send();
    },
  );

  api.patch(
    '/messages/threads/:id',
    {
      schema: {
        operationId: 'setThreadState',
        summary: "Close a conversation ('Chiudi'; the client's next message opens it again), or open it",
        errors: { 400: 'Invalid state', ...notFound },
        params: rawIdParams,
        body: threadStateSchema,
        response: { 200: threadSchema },
      },
    },
    async (request) => {
      const id = threadId(request.params.id);
      const { state } = request.body;
      await app.db.transaction(async (tx) => {
        const thread = await lockThread(tx, id);
        if (thread.state === state) return;
        await tx
          .update(messageThreads)
          .set({ state, closedAt: state === 'closed' ? app.now() : null })
          .where(eq(messageThreads.id, id));
        await notifyMessageEvent(tx, { kind: 'state', threadId: id, userId: thread.userId, firmOnly: false });
      });
      return toThread(await detail(id));
    },
  );
}
