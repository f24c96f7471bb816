/** The refusals a route's schema may name beyond the common ones (`errors: { 404: 'No such document' }`). */
export type RouteErrors = Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503, string>>;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * What this route refuses, and when, beyond what every route of its kind
     * refuses (error-answers.ts). Documentation only: the answers keep the
     * error handler's `{ message }`, never a serializer's.
     */
    errors?: RouteErrors;
  }
}

/** The one error shape, `#/components/schemas/Error` (plugins/error-handler.ts). */
export const errorSchema = {
  type: 'object' as const,
  properties: {
    message: { type: 'string' as const, description: 'Why, in Italian, fit to show as it is' },
    fieldErrors: {
      type: 'object' as const,
      additionalProperties: { type: 'string' as const },
      description: 'On a 400 caused by form fields: the reason for each refused field, by its name',
    },
  },
  required: ['message'],
};

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
};

type Parser = { safeParse(value: unknown): { success: boolean } };
// Values a path or query parameter may carry, wrong for most schemas (a number, a length, a format).
const PROBES = ['', 'x', '-1', '1.5', '99999999999999999999', 'x'.repeat(4096)];

/**
 * Whether a params or query schema can refuse anything a URL carries: an id
 * taken as text (`rawIdParams`) never does, and its route answers 404 rather
 * than 400. Found by asking the schema, so a new schema is judged as it is.
 */
export function refusesSomeInput(schema: unknown, keys: string[]): boolean {
  if (!schema || typeof (schema as Parser).safeParse !== 'function') return false;
  const parser = schema as Parser;
  if (!parser.safeParse({}).success && keys.length === 0) return true;
  return keys.some((key) => PROBES.some((value) => !parser.safeParse({ [key]: value }).success));
}

/** What a route is, as far as its common refusals go. */
export interface RouteShape {
  method: string;
  url: string;
  /** A JSON body, a query or path parameters checked by a zod schema. */
  validated: boolean;
  jsonBody: boolean;
  /** A GET that records something (a download): refused from another site too (plugins/security.ts). */
  sideEffects: boolean;
  security: 'session' | 'token' | 'none';
}

// The admin scope's guard (routes/admin/admin-scope.ts) and the document's own route.
const ADMIN_ONLY = [/^\/api\/admin\//, /^\/api\/documents\/upload$/, /^\/api\/openapi\.json$/];

/**
 * The refusals every route of a kind gives, from where they are decided: the
 * validator (400), Fastify's JSON parser with its 64 KB limit (413, 415), the
 * cross-site check of every method but GET, and of a GET with effects (plugins/security.ts, 403), the
 * admin scope's and `/api/v1`'s guards (401, 403, 429), the session (401) and
 * the database behind every request (503, with Retry-After).
 */
export function commonErrors(route: RouteShape): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (status: number, text: string) => {
    errors[status] = errors[status] ? `${errors[status]}; ${text}` : text;
  };
  if (route.validated) add(400, 'Invalid parameters or body: `message`, and `fieldErrors` field by field');
  if (route.security === 'session') add(401, 'No valid session: sign in again');
  if (route.security === 'token') add(401, 'No token, or an expired or revoked one (WWW-Authenticate)');
  if (ADMIN_ONLY.some((pattern) => pattern.test(route.url)))
    add(403, 'For administrators only, or the account has a step left to do');
  if (route.security === 'token') add(403, 'The token lacks the scope this operation needs');
  if (route.method !== 'GET' || route.sideEffects)
    add(403, 'Sent from another site (Origin, Sec-Fetch-Site)');
  if (route.jsonBody) {
    add(413, 'Body over the size limit (64 KB of JSON unless the route says less)');
    add(415, 'The body is not JSON (Content-Type)');
  }
  if (route.security === 'token') add(429, 'Too many requests with this token: wait Retry-After seconds');
  add(503, 'The database or the document store cannot serve now: try again after Retry-After seconds');
  return errors;
}

/** `errors` of a route and the common ones, as OpenAPI responses in the one shape. */
export function errorResponses(errors: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(errors).map(([status, description]) => [
      status,
      {
        description,
        ...(status === '429' || status === '503' ? { headers: retryAfter } : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

/** The common refusals with the route's own: a status both name keeps both reasons. */
export function mergeErrors(common: Record<string, string>, own: RouteErrors = {}) {
  const merged = { ...common };
  for (const [status, text] of Object.entries(own))
    merged[status] = merged[status] && merged[status] !== text ? `${text}; ${merged[status]}` : text;
  return merged;
}
