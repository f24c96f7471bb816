import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from '../../server/openapi/openapi-plugin';

/**
 * Watches every success answer an API test gets and, when the test app
 * closes, fails if its status is not one the OpenAPI document lists for that
 * route: the whole API suite checks the document (a zod response schema is
 * also enforced by the serializer; the rest is server/openapi/undeclared-answers.ts).
 */
/** '/api/users/:id/' and '/api/users/{id}' alike as '/api/users/{id}' (a prefix's root route has both forms). */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');

export function watchDocumentedAnswers(app: FastifyInstance) {
  const seen = new Map<string, Set<number>>();
  app.addHook('onResponse', async (request, reply) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || request.method === 'HEAD' || reply.statusCode >= 400) return;
    const key = `${request.method} ${openApiPath(url)}`;
    const statuses = seen.get(key) ?? new Set();
    statuses.add(reply.statusCode);
    seen.set(key, statuses);
  });
  return function undocumentedAnswers(): string[] {
    const doc = app.swagger() as unknown as OpenApiDocument;
    const paths = new Map(Object.entries(doc.paths).map(([p, ops]) => [openApiPath(p), ops]));
    const problems: string[] = [];
    for (const [key, statuses] of seen) {
      const [method, path] = key.split(' ') as [string, string];
      const documented = paths.get(path)?.[method.toLowerCase()]?.responses ?? {};
      for (const status of statuses)
        if (!(String(status) in documented))
          problems.push(
            `${key} answered ${status}; docs/openapi.json lists ${Object.keys(documented).join(', ') || 'nothing'}`,
          );
    }
    return problems;
  };
}
