import { pendingAccountStep } from '@common/account';
import type { PublicUser } from '@common/schemas/user';
import { SESSION_REQUIRED_MESSAGE } from '@common/session-required';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';

export const MUST_CHANGE_PASSWORD = 'Scegli una nuova password per continuare.';
export const MUST_ENROL_TWO_FACTOR = 'Attiva la verifica in due passaggi per continuare.';

/**
 * The signed-in user, refused (403) while their account has a step left to do
 * (a one-time password to replace, a required second factor to set up): only
 * the routes that let them do that step pass `{ incomplete: true }`.
 */
export function requireUser(request: FastifyRequest, opts: { incomplete?: boolean } = {}): PublicUser {
  const user = request.user;
  if (!user) throw new HttpError(401, SESSION_REQUIRED_MESSAGE);
  if (!opts.incomplete) {
    const step = pendingAccountStep(user);
    if (step === 'change-password') throw new HttpError(403, MUST_CHANGE_PASSWORD);
    if (step === 'enrol-two-factor') throw new HttpError(403, MUST_ENROL_TWO_FACTOR);
  }
  return user;
}

/** onRequest hook for the whole /api/admin scope: a route there cannot forget it. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new HttpError(403, 'Operazione riservata agli amministratori.');
}

/**
 * onRequest hook of the clients' own routes (sending files, answering
 * requests, payments, the calendar address): an administrator's files are the
 * firm's own, and staff have no requests or payments.
 */
export async function requireClient(request: FastifyRequest): Promise<void> {
  clientUser(request);
}

/** The signed-in client, for a route beside others that anyone may call. */
export function clientUser(request: FastifyRequest): PublicUser {
  const user = requireUser(request);
  if (user.role !== 'client') throw new HttpError(403, 'Operazione riservata ai clienti.');
  return user;
}
