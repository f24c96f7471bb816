import type { FastifyRequest } from 'fastify';
import { type AuditEvent, actorOf, audit } from '../audit/audit-log';
import type { Db } from '../db/client';

/** What the requests record in the audit log. */
export type RequestAuditEvent = Extract<AuditEvent, `request.${string}`>;

/** audit() for these events, by the signed-in user. */
export function auditRequest(
  tx: Db,
  request: FastifyRequest,
  event: RequestAuditEvent,
  who: { id: number; username: string },
  details: Record<string, unknown>,
): Promise<void> {
  return audit(tx, request, event, actorOf(who), details);
}
