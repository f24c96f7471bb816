import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from '@common/schemas/calendar';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, audit } from '../audit/audit-log';
import { clientUser } from '../auth/guards';
import { clientCalendar } from '../calendar/feed';
import { calendarTokenHash, calendarUrl, looksLikeCalendarToken, newCalendarToken } from '../calendar/token';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../http-error';
import { addressKey } from '../limits/address-key';
import { countRequest } from '../limits/request-limit';
import { tooManyRequests } from '../limits/too-many-requests';

const FEED_NOT_FOUND = 'Calendario non trovato: il collegamento è stato rinnovato o disattivato.';
// A calendar app polls every few minutes to hours: once a minute is exact enough for "last read", and
// a burst of polls does not turn each read into a write.
const READ_MARK_INTERVAL_MS = 60 * 1000;

/**
 * Feed fetches per address per hour. A calendar app polls every 15 minutes to
 * a few hours; an office of many clients behind one address stays well under
 * it, a script trying tokens does not (and would not find one: 256 bits).
 */
export const CALENDAR_RATE_LIMIT = { max: 600, timeWindow: 60 * 60 * 1000 } as const;

/**
 * The account's calendar hash (null: no address, or an account the firm removed since the session was
 * checked: its audit event then fails and the error handler answers 401), its row locked until the
 * change commits.
 */
async function lockedCalendarHash(tx: Db, userId: number): Promise<string | null> {
  const [row] = await tx
    .select({ hash: users.calendarTokenHash })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row?.hash ?? null;
}

/**
 * The client's private calendar feed: `GET /api/calendar/:token` for the
 * phone's calendar (no session: the token is the key), and the profile's
 * `GET|POST|DELETE /api/user/calendar-token` to see, renew and revoke it.
 */
export async function calendarRoutes(app: FastifyInstance, opts: { publicUrl: string; quotaBytes: number }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/calendar/:token',
    {
      onRequest: async (request, reply) => {
        const key = `calendar:${addressKey(request.ip)}`;
        const wait = await countRequest(app.db, key, CALENDAR_RATE_LIMIT, app.now());
        if (wait > 0) throw tooManyRequests(reply, wait, 'Troppe richieste del calendario.');
      },
      schema: {
        operationId: 'getCalendarFeed',
        summary: "A client's calendar (iCalendar) of open requests and unpaid payments; the token is the key",
        security: [],
        errors: {
          404: 'No feed has this token: renewed or revoked',
          429: 'Too many feed requests from this address: wait Retry-After seconds',
        },
        params: z.object({ token: z.string() }),
      },
    },
    async (request, reply) => {
      // Some apps add '.ics' to a subscription address; the token is what comes before.
      const token = request.params.token.replace(/\.ics$/i, '');
      if (!looksLikeCalendarToken(token)) throw new HttpError(404, FEED_NOT_FOUND);
      const [owner] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.calendarTokenHash, calendarTokenHash(token)), eq(users.role, 'client')));
      if (!owner) throw new HttpError(404, FEED_NOT_FOUND);
      const now = app.now();
      const body = await clientCalendar(app.db, { userId: owner.id, publicUrl: opts.publicUrl, now });
      // The profile says when the address was last read: a reader the client does not know shows there.
      await app.db
        .update(users)
        .set({ calendarTokenReadAt: now })
        .where(
          and(
            eq(users.id, owner.id),
            or(
              isNull(users.calendarTokenReadAt),
              lt(users.calendarTokenReadAt, new Date(now.getTime() - READ_MARK_INTERVAL_MS)),
            ),
          ),
        );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="scadenze.ics"')
        .send(body);
    },
  );

  api.get(
    '/user/calendar-token',
    {
      schema: {
        operationId: 'getCalendarFeedStatus',
        summary: "Whether the client's calendar address is on, and since when",
        errors: { 403: 'For clients only; or the account has a step left to do' },
        response: { 200: calendarFeedStatusSchema },
      },
    },
    async (request, reply) => {
      const me = clientUser(request);
      const [row] = await app.db
        .select({
          hash: users.calendarTokenHash,
          createdAt: users.calendarTokenCreatedAt,
          readAt: users.calendarTokenReadAt,
        })
        .from(users)
        .where(eq(users.id, me.id));
      const active = Boolean(row?.hash);
      return reply.header('cache-control', 'no-store').send({
        active,
        createdAt: active ? (row?.createdAt?.toISOString() ?? null) : null,
        lastReadAt: active ? (row?.readAt?.toISOString() ?? null) : null,
      });
    },
  );

  api.post(
    '/user/calendar-token',
    {
      schema: {
        operationId: 'createCalendarFeed',
        summary: 'A new private calendar address (any earlier one stops working); shown once',
        errors: { 403: 'For clients only; or the account has a step left to do' },
        response: { 201: calendarFeedCreatedSchema },
      },
    },
    async (request, reply) => {
      const me = clientUser(request);
      const token = newCalendarToken();
      await app.db.transaction(async (tx) => {
        // The new hash replaces the old one: the previous address stops working at once.
        const before = await lockedCalendarHash(tx, me.id);
        await tx
          .update(users)
          .set({
            calendarTokenHash: calendarTokenHash(token),
            calendarTokenCreatedAt: app.now(),
            // A new address has not been read yet, whoever read the old one.
            calendarTokenReadAt: null,
          })
          .where(eq(users.id, me.id));
        await audit(tx, request, 'calendar-token.create', actorOf(me), { renewed: before !== null });
      });
      return reply
        .status(201)
        .header('cache-control', 'no-store')
        .send({ token, url: calendarUrl(opts.publicUrl, token) });
    },
  );

  const revokeCalendarFeed = {
    operationId: 'revokeCalendarFeed',
    summary: "Turn the client's calendar address off",
    errors: { 403: 'For clients only; or the account has a step left to do' },
  };
  api.delete('/user/calendar-token', { schema: revokeCalendarFeed }, async (request, reply) => {
    const me = clientUser(request);
    await app.db.transaction(async (tx) => {
      const revoked = (await lockedCalendarHash(tx, me.id)) !== null;
      if (revoked) {
        await tx
          .update(users)
          .set({ calendarTokenHash: null, calendarTokenCreatedAt: null, calendarTokenReadAt: null })
          .where(eq(users.id, me.id));
      }
      await audit(tx, request, 'calendar-token.revoke', actorOf(me), { revoked });
    });
    return reply.status(204).send();
  });
}
