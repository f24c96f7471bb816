import { REQUEST_ITEMS_MAX, TEMPLATE_NAME_TAKEN, TEMPLATE_NOT_FOUND } from '@common/document-requests';
import {
  type RequestTemplate,
  requestTemplateInputSchema,
  requestTemplateSchema,
} from '@common/schemas/document-requests';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error';
import { requestTemplates } from '../../db/schema';
import { HttpError } from '../../http-error';
import { parseId } from '../id-params';

const idParams = z.object({ id: z.string() });
type TemplateInput = z.output<typeof requestTemplateInputSchema>;

function toTemplate(row: typeof requestTemplates.$inferSelect): RequestTemplate {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    items: row.items
      .slice(0, REQUEST_ITEMS_MAX)
      .map((i) => ({ name: i.name, hint: i.hint ?? null, category: i.category })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The name is unique whatever its case (the table's index): 409 with the form's message. */
async function refuseTakenName(db: Db, name: string, except?: number): Promise<void> {
  const [other] = await db
    .select({ id: requestTemplates.id })
    .from(requestTemplates)
    .where(sql`lower(${requestTemplates.name}) = lower(${name})`);
  if (other && other.id !== except) throw new HttpError(409, TEMPLATE_NAME_TAKEN);
}

/** Two saves of one name at once: the index refuses the second, which answers as the check would have. */
const isNameTaken = (err: unknown) => pgErrorOf(err)?.code === UNIQUE_VIOLATION;

const values = (input: TemplateInput) => ({
  name: input.name,
  title: input.title,
  items: input.items.map((i) => ({ name: i.name, hint: i.hint, category: i.category })),
});

/** The firm's checklist templates (three shipped by migration 0012, editable like any other). */
export async function adminRequestTemplateRoutes(app: FastifyInstance, _opts: { publicUrl: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const templateId = (raw: string) => {
    const id = parseId(raw);
    if (id === null) throw new HttpError(404, TEMPLATE_NOT_FOUND);
    return id;
  };
  const saving = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (err) {
      if (isNameTaken(err)) throw new HttpError(409, TEMPLATE_NAME_TAKEN);
      throw err;
    }
  };

  api.get(
    '/request-templates',
    {
      schema: {
        operationId: 'listRequestTemplates',
        summary: "The requests' templates ('Modelli'), by name",
        response: { 200: z.array(requestTemplateSchema) },
      },
    },
    async (_request, reply) => {
      const rows = await app.db
        .select()
        .from(requestTemplates)
        .orderBy(asc(requestTemplates.name), asc(requestTemplates.id));
      return reply.header('cache-control', 'no-store').send(rows.map(toTemplate));
    },
  );

  api.post(
    '/request-templates',
    {
      schema: {
        operationId: 'createRequestTemplate',
        summary: 'Save a checklist as a template',
        errors: { 409: 'Another template has that name' },
        body: requestTemplateInputSchema,
        response: { 201: requestTemplateSchema },
      },
    },
    async (request, reply) => {
      await refuseTakenName(app.db, request.body.name);
      const now = app.now();
      const [row] = await saving(() =>
        app.db
          .insert(requestTemplates)
          .values({ ...values(request.body), createdAt: now, updatedAt: now })
          .returning(),
      );
      return reply.status(201).send(toTemplate(row!));
    },
  );

  api.put(
    '/request-templates/:id',
    {
      schema: {
        operationId: 'updateRequestTemplate',
        summary: 'Change a template',
        errors: { 404: 'No such template', 409: 'Another template has that name' },
        params: idParams,
        body: requestTemplateInputSchema,
        response: { 200: requestTemplateSchema },
      },
    },
    async (request) => {
      const id = templateId(request.params.id);
      await refuseTakenName(app.db, request.body.name, id);
      const [row] = await saving(() =>
        app.db
          .update(requestTemplates)
          .set({ ...values(request.body), updatedAt: app.now() })
          .where(eq(requestTemplates.id, id))
          .returning(),
      );
      if (!row) throw new HttpError(404, TEMPLATE_NOT_FOUND);
      return toTemplate(row);
    },
  );

  const deleteRequestTemplate = {
    operationId: 'deleteRequestTemplate',
    summary: 'Delete a template',
    errors: { 404: 'No such template' },
    params: idParams,
  };
  api.delete('/request-templates/:id', { schema: deleteRequestTemplate }, async (request, reply) => {
    const id = templateId(request.params.id);
    const [row] = await app.db
      .delete(requestTemplates)
      .where(eq(requestTemplates.id, id))
      .returning({ id: requestTemplates.id });
    if (!row) throw new HttpError(404, TEMPLATE_NOT_FOUND);
    return reply.status(204).send();
  });
}
