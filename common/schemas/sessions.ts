import { z } from 'zod';
import { endedKeysSchema } from './ended-keys';

export const deviceKinds = ['phone', 'tablet', 'computer', 'unknown'] as const;

/** One signed-in browser of the user, as 'Sessioni attive' lists it. */
export const userSessionSchema = z.object({
  /** The session's public number: the token and its hash never leave the server. */
  id: z.number().int(),
  /** 'Chrome 131', or UNKNOWN_AGENT. */
  browser: z.string(),
  /** 'Windows 10', 'iOS 18', or UNKNOWN_AGENT. */
  system: z.string(),
  kind: z.enum(deviceKinds),
  /** The address cut short ('192.168.1.x'): enough to recognise a place, not to pinpoint it. */
  address: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making the request. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** The current session first, then the most recently active. */
export const userSessionsSchema = z.array(userSessionSchema);

/** How many sessions a request ended, and the keys that went with them (an admin's tokens, a client's calendar). */
export const endedSessionsSchema = endedKeysSchema.extend({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

/**
 * 'Termina tutte le altre sessioni', which may also take every passkey away (a device feared lost), and
 * with them what works without a sign-in: the API tokens the account made, its calendar address.
 */
export const endOtherSessionsSchema = z
  .object({ removePasskeys: z.boolean({ error: 'Valore non valido' }).default(false) })
  // No body at all (as before this choice existed) ends the sessions only.
  .nullish()
  .transform((body) => body ?? { removePasskeys: false });
export type EndOtherSessionsInput = z.input<typeof endOtherSessionsSchema>;

export const endedOtherSessionsSchema = endedSessionsSchema.extend({ passkeysRemoved: z.number().int() });
export type EndedOtherSessions = z.infer<typeof endedOtherSessionsSchema>;
