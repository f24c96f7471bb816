import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/guards';
import { undeclaredAnswers } from './undeclared-answers';

/**
 * The OpenAPI 3.1 document, made from the zod schemas the routes already
 * validate with, so it cannot say something the server does not do. Registered
 * before the routes: it learns them as they are added. Only `/api` is in it;
 * the pages and files are not an API.
 */
export async function openApiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portale dello studio',
        version: '1',
        description:
          'Every answer is JSON unless a file is sent; a failure is `{ message }` in Italian (with `fieldErrors` for form fields). Prose and examples: docs/api.md.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: '__Host-sid' },
          token: {
            type: 'http',
            scheme: 'bearer',
            description: "A token from 'Token di accesso', `/api/v1` only",
          },
        },
      },
    },
    transformObject: (documents) =>
      'openapiObject' in documents
        ? withUndeclaredAnswers(documents.openapiObject as OpenApiDocument)
        : documents.swaggerObject,
    transform: (input) =>
      input.url.startsWith('/api/')
        ? withSecurity(jsonSchemaTransform(input), input.url)
        : { schema: { ...input.schema, hide: true }, url: input.url },
  });
}

type Operation = { responses?: Record<string, unknown> };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** A route without a response schema gets @fastify/swagger's '200 Default Response': the table says what it answers. */
function withUndeclaredAnswers<T extends OpenApiDocument>(doc: T): T {
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const answers = undeclaredAnswers[`${method.toUpperCase()} ${path}`];
      if (answers) operation.responses = answers;
    }
  return doc;
}

function withSecurity<T extends { schema: object }>(transformed: T, url: string): T {
  const security = url.startsWith('/api/v1/') ? [{ token: [] }] : [{ session: [] }];
  return { ...transformed, schema: { ...transformed.schema, security } };
}

/** `GET /api/openapi.json`, for administrators (the document names every route, the admin's included). */
export async function openApiRoute(app: FastifyInstance) {
  const schema = { response: { 200: z.record(z.string(), z.unknown()) } };
  app.get('/openapi.json', { onRequest: requireAdmin, schema }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(app.swagger()),
  );
}
