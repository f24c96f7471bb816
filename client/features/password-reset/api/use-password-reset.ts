import type { passwordResetSchema } from '@common/schemas/admin-users';
import type { EndedKeys } from '@common/schemas/ended-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { userQueryKey } from '~/features/auth/api/use-user';
import { apiRequest } from '~/lib/api-client';

export type PasswordResetValues = z.output<typeof passwordResetSchema>;

/**
 * Sets the password chosen through the e-mailed link; the server ends the account's sessions, passkeys,
 * API tokens and calendar address, and says which of the last two there were.
 */
export function usePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: PasswordResetValues) =>
      (await apiRequest('POST', '/api/password-reset', values)).json() as Promise<EndedKeys>,
    // A session of that account open in this browser has just ended.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
