import type { passwordResetSchema } from '@common/schemas/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { userQueryKey } from '~/features/auth/api/use-user';
import { apiRequest } from '~/lib/api-client';

export type PasswordResetValues = z.output<typeof passwordResetSchema>;

/** Sets the password chosen through the e-mailed link; the server ends the account's sessions. */
export function usePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PasswordResetValues) => apiRequest('POST', '/api/password-reset', values),
    // A session of that account open in this browser has just ended.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
