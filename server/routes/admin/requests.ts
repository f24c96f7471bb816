import { romeToday } from '@common/calendar-date';
import { REQUEST_NOT_FOUND } from '@common/document-requests';
import {
  adminRequestsQuerySchema,
  createdRequestsSchema,
  createRequestSchema,
  documentRequestSchema,
  requestCountsSchema,
  requestSummarySchema,
  requestTitlesSchema,
  reviewItemSchema,
} from '@common/schemas/document-requests';
import { pageSchema } from '@common/schemas/paging';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/guards';
import { documentRequests, requestItems, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { enqueueMail } from '../../mail/outbox';
import { auditRequest } from '../../requests/audit';
import { lockItem, lockRequest, recomputeCompletion } from '../../requests/completion';
import { ClientsRefused, insertRequests, targetClients } from '../../requests/create';
import { adminRequestsPage, latestTitles } from '../../requests/list';
import { loadRequest } from '../../requests/load';
import { itemIds, requestId } from '../../requests/params';
import { reviewMail } from '../../requests/review-mail';

const NOT_ANSWERED = 'Il cliente non ha ancora risposto a questa voce';
/** The title filter offers this many of the latest titles. */
const TITLES_MAX = 100;

const requestParams = z.object({ id: z.string() });
const invalidBodySchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
const itemParams = z.object({ id: z.string(), itemId: z.string() });

/** The firm's side of the requests for documents. Under the admin scope's guard. */
export async function adminRequestRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const today = () => romeToday(app.now());
  const detail = async (id: number) => {
    const request = await loadRequest(app.db, id, today());
    if (!request) throw new HttpError(404, REQUEST_NOT_FOUND);
    return request;
  };

  api.post(
    '/requests',
    {
      schema: {
        operationId: 'createRequests',
        summary: "Create a 'Richiesta documenti' for each chosen client, or each client a search matches",
        body: createRequestSchema,
        response: { 201: createdRequestsSchema, 400: invalidBodySchema },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const input = request.body;
      try {
        const ids = await app.db.transaction(async (tx) => {
          const clients = await targetClients(tx, input);
          const ids = await insertRequests(tx, input, clients, { adminId: admin.id, now: app.now() });
          await auditRequest(tx, request, 'request.create', admin, {
            count: ids.length,
            title: input.title,
            dueDate: input.dueDate,
            items: input.items.length,
            allClients: input.allClients ? { q: input.allClients.q ?? '' } : undefined,
          });
          return ids;
        });
        return reply.status(201).send({ ids });
      } catch (err) {
        if (err instanceof ClientsRefused) return reply.status(400).send(err.body);
        throw err;
      }
    },
  );

  api.get(
    '/requests',
    {
      schema: {
        operationId: 'listRequests',
        summary: 'A page of the requests across clients, by state, title and client',
        errors: { 400: 'Invalid filters, or a cursor the server did not give' },
        querystring: adminRequestsQuerySchema,
        response: { 200: pageSchema(requestSummarySchema) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await adminRequestsPage(app.db, request.query, today())),
  );

  api.get(
    '/request-titles',
    {
      schema: {
        operationId: 'listRequestTitles',
        summary: "The latest requests' titles, for the list's filter",
        response: { 200: requestTitlesSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await latestTitles(app.db, TITLES_MAX)),
  );

  api.get(
    '/requests/counts',
    {
      schema: {
        operationId: 'countRequests',
        summary: 'What waits for the firm across every request: the files sent that no one has reviewed',
        response: { 200: requestCountsSchema },
      },
    },
    async (_request, reply) => {
      const toReview = await app.db.$count(requestItems, eq(requestItems.state, 'sent'));
      return reply.header('cache-control', 'no-store').send({ toReview });
    },
  );

  api.get(
    '/requests/:id',
    {
      schema: {
        operationId: 'getRequest',
        summary: "A request with its items, their files and notes, and its conversation's id",
        errors: { 404: 'No such request' },
        params: requestParams,
        response: { 200: documentRequestSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await detail(requestId(request.params.id))),
  );

  api.patch(
    '/requests/:id/items/:itemId',
    {
      schema: {
        operationId: 'reviewRequestItem',
        summary: "Accept an item, or send it back ('Da rivedere') with a message the client is e-mailed",
        errors: { 404: 'No such request or item', 409: 'The client has not answered the item yet' },
        params: itemParams,
        body: reviewItemSchema,
        response: { 200: documentRequestSchema },
      },
    },
    async (request) => {
      const admin = requireUser(request);
      const ids = itemIds(request.params);
      const { state, message } = request.body;
      const now = app.now();
      const queued = await app.db.transaction(async (tx) => {
        const { request: req, item } = await lockItem(tx, ids);
        if (item.state === 'pending') throw new HttpError(409, NOT_ANSWERED);
        await tx
          .update(requestItems)
          .set({ state, reviewMessage: state === 'rejected' ? message : null, reviewedAt: now })
          .where(eq(requestItems.id, item.id));
        await recomputeCompletion(tx, req.id, now);
        await auditRequest(tx, request, 'request.review', admin, {
          request: req.id,
          owner: req.userId,
          item: item.id,
          from: item.state,
          to: state,
        });
        if (state !== 'rejected' || !app.mail.enabled) return false;
        const [client] = await tx
          .select({ id: users.id, email: users.email, fullName: users.fullName })
          .from(users)
          .where(eq(users.id, req.userId));
        if (!client?.email) return false;
        const mail = reviewMail({
          client,
          requestTitle: req.title,
          itemName: item.name,
          message: message!,
          publicUrl: opts.publicUrl,
        });
        await enqueueMail(tx, mail, now);
        return true;
      });
      if (queued) app.mail.kick();
      return detail(ids.requestId);
    },
  );

  const deleteRequest = {
    operationId: 'deleteRequest',
    summary: 'Delete a request with its items (the files sent and its conversation stay)',
    errors: { 404: 'No such request' },
    params: requestParams,
  };
  api.delete('/requests/:id', { schema: deleteRequest }, async (request, reply) => {
    const admin = requireUser(request);
    const id = requestId(request.params.id);
    await app.db.transaction(async (tx) => {
      const req = await lockRequest(tx, id);
      // The files the client sent stay in 'Documenti ricevuti': the foreign key only unties them.
      await tx.delete(documentRequests).where(eq(documentRequests.id, id));
      await auditRequest(tx, request, 'request.delete', admin, {
        request: id,
        owner: req.userId,
        title: req.title,
        completed: req.completedAt !== null,
      });
    });
    return reply.status(204).send();
  });
}
