import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';

export type AuditEvent =
  | 'login.success'
  | 'login.failure'
  | 'login.throttled'
  | 'login.second-factor.wanted'
  | 'login.second-factor.failure'
  | 'two-factor.enable'
  | 'two-factor.disable'
  | 'two-factor.recovery-codes'
  | 'user.two-factor.require'
  | 'user.two-factor.reset'
  | 'cli.reset-password'
  | 'cli.create-admin'
  | 'logout'
  | 'password.change'
  | 'password.change.failure'
  | 'register'
  | 'user.create'
  | 'user.delete'
  | 'user.password.reset'
  | 'user.password.reset-link'
  | 'user.tax-ids.update'
  | 'user.sessions.end'
  | 'session.end'
  | 'session.end-others'
  | 'password.reset.complete'
  | 'password.reset.failure'
  | 'document.upload'
  | 'document.download'
  | 'document.view'
  | 'document.delete'
  | 'client-upload.upload'
  | 'client-upload.download'
  | 'client-upload.view'
  | 'client-upload.delete'
  | 'client-upload.state'
  | 'contact-message.restore'
  | 'contact-message.delete'
  | 'identity.confirm'
  | 'identity.confirm.failure'
  | 'passkey.add'
  | 'passkey.remove'
  | 'user.passkey.remove'
  | 'request.create'
  | 'request.delete'
  | 'request.review'
  | 'request.comment'
  | 'request.item-file'
  | 'request.item-unavailable'
  | 'message.threads-create'
  | 'message.files'
  | 'payment.paid'
  | 'calendar-token.create'
  | 'calendar-token.revoke'
  | 'api-token.create'
  | 'api-token.revoke'
  | 'api-token.use';

/** The `who` of an event done by a signed-in user. */
export const actorOf = (user: { id: number; username: string }) => ({
  userId: user.id,
  username: user.username,
});

/** Writes one security event with the request's address and user agent (UTC time). */
export async function audit(
  db: Db,
  request: FastifyRequest,
  event: AuditEvent,
  who: { userId?: number | null; username?: string | null },
  details?: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditEvents).values({
    event,
    userId: who.userId ?? null,
    username: who.username?.slice(0, 128) ?? null,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    details: details ?? null,
  });
}
