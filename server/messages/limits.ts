import { TOO_MANY_MESSAGES } from '@common/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/guards';
import { countRequest } from '../limits/request-limit';
import { tooManyRequests } from '../limits/too-many-requests';

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * Messages a person may write in ten minutes, counted in the database (every instance, across
 * restarts), new conversations included: a conversation's pace for a person, a wall for a script or a
 * stolen session. Staff answer many clients in a morning, so more for them.
 */
export const MESSAGE_RATE_LIMITS = {
  client: { max: 30, timeWindow: TEN_MINUTES },
  firm: { max: 120, timeWindow: TEN_MINUTES },
} as const;

/** A route's onRequest hook: counts the message before its body is read, refused ones too. */
export function limitMessages(app: FastifyInstance, side: keyof typeof MESSAGE_RATE_LIMITS) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const me = requireUser(request);
    const wait = await countRequest(app.db, `message:${me.id}`, MESSAGE_RATE_LIMITS[side], app.now());
    if (wait > 0) throw tooManyRequests(reply, wait, TOO_MANY_MESSAGES);
  };
}
