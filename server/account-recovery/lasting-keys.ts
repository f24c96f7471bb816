import type { EndedKeys } from '@common/schemas/ended-keys';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type AuditEvent, audit } from '../audit/audit-log';
import type { Db } from '../db/client';
import { apiTokens, users } from '../db/schema';

/** Which way back in (or which clean-up) ended the keys: the audit event of that path. */
export type EndReason =
  | 'user.password.reset'
  | 'user.password.reset-link'
  | 'password.reset.complete'
  | 'user.two-factor.reset'
  | 'user.sessions.end'
  | 'session.end-others'
  | 'password.change'
  | 'user.delete'
  | 'cli.reset-password';

export interface EndedLastingKeys extends EndedKeys {
  /** The tokens revoked, for the audit log. */
  tokens: { id: number; name: string }[];
}

/**
 * The keys an account leaves behind that no sign-in checks: the API tokens an administrator made (they
 * read or deliver every client's documents without a session) and a client's calendar address. A way
 * back into an account ends its sessions and passkeys; these must go with them, or whoever held the
 * account keeps a key that outlives the recovery. Tokens already revoked or past their expiry are left
 * as they are (they open nothing); an account has either kind, never both (tokens are for admins, the
 * feed for clients).
 */
export async function endLastingKeys(
  tx: Db,
  userId: number,
  now: Date,
  ends: { calendar: boolean } = { calendar: true },
): Promise<EndedLastingKeys> {
  const tokens = await tx
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.createdBy, userId), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now)))
    .returning({ id: apiTokens.id, name: apiTokens.name });
  const calendar = ends.calendar
    ? await tx
        .update(users)
        .set({ calendarTokenHash: null, calendarTokenCreatedAt: null, calendarTokenReadAt: null })
        .where(and(eq(users.id, userId), isNotNull(users.calendarTokenHash)))
        .returning({ id: users.id })
    : [];
  return { apiTokensRevoked: tokens.length, calendarEnded: calendar.length > 0, tokens };
}

/** The answer's part of it: how many tokens, whether the calendar address. */
export const endedKeysAnswer = ({ apiTokensRevoked, calendarEnded }: EndedKeys): EndedKeys => ({
  apiTokensRevoked,
  calendarEnded,
});

/** One `api-token.revoke` per token and one `calendar-token.revoke`, each naming the path and the account. */
export function endedKeyEvents(
  ended: EndedLastingKeys,
  reason: EndReason,
  owner: number,
): { event: AuditEvent; details: Record<string, unknown> }[] {
  return [
    ...ended.tokens.map((token) => ({
      event: 'api-token.revoke' as const,
      details: { token: token.id, name: token.name, reason, owner },
    })),
    ...(ended.calendarEnded
      ? [{ event: 'calendar-token.revoke' as const, details: { revoked: true, reason, owner } }]
      : []),
  ];
}

/** Writes those events for a request, as whoever made it. */
export async function auditEndedKeys(
  db: Db,
  request: FastifyRequest,
  who: { userId?: number | null; username?: string | null },
  ended: EndedLastingKeys,
  reason: EndReason,
  owner: number,
): Promise<void> {
  for (const { event, details } of endedKeyEvents(ended, reason, owner)) {
    await audit(db, request, event, who, details);
  }
}
