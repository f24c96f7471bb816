import { z } from 'zod';

/** `GET /api/user/calendar-token`: whether the client has a feed, since when. */
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
/** `POST /api/user/calendar-token`: the new address, shown once (only its hash is kept). */
export const calendarFeedCreatedSchema = z.object({ token: z.string(), url: z.string() });
