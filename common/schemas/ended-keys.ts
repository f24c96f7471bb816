import { z } from 'zod';

/**
 * What a way back into an account ended beyond its sessions and passkeys (server/account-recovery):
 * the API tokens the account made (an administrator's), and whether its calendar address (a client's).
 */
export const endedKeysSchema = z.object({
  apiTokensRevoked: z.number().int(),
  calendarEnded: z.boolean(),
});
export type EndedKeys = z.infer<typeof endedKeysSchema>;
