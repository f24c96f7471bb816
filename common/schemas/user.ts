import { z } from 'zod';

export const roles = ['client', 'admin'] as const;
export type Role = (typeof roles)[number];

/** What the API returns for a user: never the password hash. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(roles),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
