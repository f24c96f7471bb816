import { z } from 'zod';

/** `GET /api/user/calendar-token`: whether the client has a feed, since when, and when a calendar last read it. */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  /** Null: never read since the address was made. */
  lastReadAt: z.string().nullable(),
});
/** `POST /api/user/calendar-token`: the new address, shown once (only its hash is kept). */
export const calendarFeedCreatedSchema = z.object({ token: z.string(), url: z.string() });
