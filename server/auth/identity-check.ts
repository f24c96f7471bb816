import { IDENTITY_CHECK_NEEDED, IDENTITY_FRESH_MINUTES } from '@common/identity-check';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';

const FRESH_MS = IDENTITY_FRESH_MINUTES * 60 * 1000;

/**
 * 403 unless the person proved again, in this very session and within the
 * last few minutes, that they are who the session says. A sign-in does not
 * count: a session copied from a browser is the case this guards against.
 */
export function requireRecentIdentity(app: FastifyInstance, request: FastifyRequest): void {
  const confirmed = request.session?.identityConfirmedAt;
  if (!confirmed || app.now().getTime() - confirmed.getTime() > FRESH_MS) {
    throw new HttpError(403, IDENTITY_CHECK_NEEDED);
  }
}
