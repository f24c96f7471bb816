import { SESSION_REQUIRED_MESSAGE } from '@common/session-required';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, internalErrorMessage, RETRY_AFTER_SECONDS, statusMessages } from '../http-error';
import { isDependencyFailure } from './dependency-failure';
import { failedForRemovedAccount } from './removed-account';

// Fastify's own 4xx errors carry English text; these codes get a precise Italian one.
const fastifyCodeMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Il corpo della richiesta non è un JSON valido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Il corpo della richiesta è vuoto.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Il contenuto inviato è troppo grande.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo di contenuto non supportato.',
};

// A body, query or path that is not even an object (a JSON `null`, a string) fails before any field's
// own Italian message applies: zod's default text there is English.
const NOT_AN_OBJECT = 'La richiesta non contiene i dati attesi.';

/**
 * The one error handler: every error leaves as `{ message }` in Italian.
 * 4xx keep their status; a dependency that cannot serve now (database,
 * disk, document store) is a 503 with Retry-After; an account removed while
 * its request ran is a 401; anything else becomes a generic 500. Details stay
 * in the log, tied to the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        const wholeOfWrongType = field === '_' && issue.keyword === 'invalid_type';
        fieldErrors[field] ??= wholeOfWrongType ? NOT_AN_OBJECT : (issue.message ?? statusMessages[400]!);
      }
      const first = Object.values(fieldErrors)[0];
      return reply.status(400).send({ message: first ?? statusMessages[400], fieldErrors });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error instanceof HttpError
          ? error.message
          : (fastifyCodeMessages[error.code] ?? statusMessages[status] ?? statusMessages[400]);
      const fieldErrors = error instanceof HttpError ? error.fieldErrors : undefined;
      return reply.status(status).send(fieldErrors ? { message, fieldErrors } : { message });
    }

    if (status === 503 || isDependencyFailure(error)) {
      request.log.error({ err: error }, 'request failed: a dependency is unavailable');
      const message = error instanceof HttpError ? error.message : statusMessages[503];
      return reply.status(503).header('retry-after', RETRY_AFTER_SECONDS).send({ message });
    }
    if (await failedForRemovedAccount(app.db, error, request.user?.id)) {
      request.log.warn({ err: error }, 'request failed: the account was removed meanwhile');
      return reply.status(401).send({ message: SESSION_REQUIRED_MESSAGE });
    }
    request.log.error({ err: error }, 'request failed');
    // Our own 5xx carry a safe message; anything else is a bug.
    if (error instanceof HttpError) return reply.status(status).send({ message: error.message });
    return reply.status(500).send({ message: internalErrorMessage });
  });
}
