import { IDENTITY_CHECK_NEEDED } from '@common/identity-check';
import type { ConfirmIdentityInput } from '@common/schemas/identity';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '~/lib/api-client';

/** The server wants the password or the app's code again before this change. */
export function needsIdentityCheck(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.serverMessage === IDENTITY_CHECK_NEEDED;
}

/** 'Conferma che sei tu': marks this session as confirmed for a few minutes. */
export function useConfirmIdentity() {
  return useMutation({
    mutationFn: (values: ConfirmIdentityInput) => apiRequest('POST', '/api/user/confirm-identity', values),
  });
}
