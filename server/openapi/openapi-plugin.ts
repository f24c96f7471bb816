import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/guards';
import { commonErrors, errorResponses, errorSchema, mergeErrors, refusesSomeInput } from './error-answers';
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
        // The site is the firm's own software, not published under a licence.
        license: {
          name: 'Proprietaria: riservata allo studio e a chi ne usa le API',
          identifier: 'LicenseRef-Proprietary',
        },
        description:
          'Every answer is JSON unless a file is sent; a failure is `{ message }` in Italian (with `fieldErrors` for form fields). Prose and examples: docs/api.md.',
      },
      servers: [
        {
          url: '{publicUrl}',
          description: "L'indirizzo del sito (PUBLIC_URL)",
          variables: { publicUrl: { default: 'http://localhost:3000' } },
        },
      ],
      components: {
        schemas: { Error: errorSchema },
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
        ? withAnswers(documents.openapiObject as OpenApiDocument)
        : documents.swaggerObject,
    transform: (input) => (input.url.startsWith('/api/') ? documented(input) : hidden(input)),
  });
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
const hidden = ({ schema, url }: TransformInput) => ({ schema: { ...schema, hide: true }, url });

type Operation = { responses?: Record<string, unknown>; 'x-errors'?: Record<string, string> };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/**
 * A route as the document shows it: who may call it (a session, `/api/v1`'s token, or anyone when
 * its schema says `security: []`), its refusals (error-answers.ts, carried to `withAnswers`), and its
 * path without the trailing slash a prefix's root route has (Fastify answers both; clients use this).
 */
function documented(input: TransformInput) {
  const transformed = jsonSchemaTransform(input) as { schema: Record<string, unknown>; url: string };
  const own = input.schema ?? {};
  const url = input.url.replace(/(.)\/$/, '$1');
  const isV1 = url.startsWith('/api/v1/');
  const security = own.security ?? (isV1 ? [{ token: [] }] : [{ session: [] }]);
  const common = commonErrors({
    method: [input.route.method].flat()[0]!,
    url,
    validated:
      Boolean(own.body) ||
      refusesSomeInput(own.querystring, Object.keys((own.querystring as { shape?: object })?.shape ?? {})) ||
      refusesSomeInput(
        own.params,
        [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!),
      ),
    jsonBody: Boolean(own.body),
    sideEffects: Boolean(input.route.config?.sideEffects),
    security: security.length === 0 ? 'none' : isV1 ? 'token' : 'session',
  });
  const { errors: _own, ...schema } = transformed.schema ?? {};
  return { url, schema: { ...schema, security, 'x-errors': mergeErrors(common, own.errors) } };
}

/**
 * Each operation's answers: its successes (the zod schema's, or the table's for a route that has
 * none, undeclared-answers.ts) and its refusals, by status.
 */
function withAnswers<T extends OpenApiDocument>(doc: T): T {
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const successes = undeclaredAnswers[`${method.toUpperCase()} ${path}`] ?? operation.responses;
      const answers = { ...successes, ...errorResponses(operation['x-errors'] ?? {}) };
      operation.responses = Object.fromEntries(
        Object.entries(answers).sort(([a], [b]) => a.localeCompare(b)),
      );
      delete operation['x-errors'];
    }
  return doc;
}

/** `GET /api/openapi.json`, for administrators (the document names every route, the admin's included). */
export async function openApiRoute(app: FastifyInstance) {
  const schema = {
    operationId: 'getOpenApiDocument',
    summary: 'This document, as the running server generates it',
    response: { 200: z.record(z.string(), z.unknown()) },
  };
  app.get('/openapi.json', { onRequest: requireAdmin, schema }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(app.swagger()),
  );
}
