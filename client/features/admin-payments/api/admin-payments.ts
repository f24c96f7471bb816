import type { Payment } from '@common/schemas/payments';
import { usePagedList } from '~/lib/paged-list';

/** Every list of the tab (any filters) starts with this. */
export const adminPaymentsKey = ['/api/admin/payments'] as const;

/** Every client's payments matching the filters, a page at a time, in the server's order. */
export function useAdminPayments(params: Record<'state' | 'month' | 'q', string>) {
  return usePagedList<Payment>(adminPaymentsKey, adminPaymentsKey[0], params);
}
