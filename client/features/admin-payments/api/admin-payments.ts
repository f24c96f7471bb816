import type { Payment, PaymentCounts } from '@common/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '~/lib/api-client';
import { usePagedList } from '~/lib/paged-list';

/** Every list of the tab (any filters) starts with this. */
export const adminPaymentsKey = ['/api/admin/payments'] as const;

/** Every client's payments matching the filters, a page at a time, in the server's order. */
export function useAdminPayments(params: Record<'state' | 'month' | 'q', string>) {
  return usePagedList<Payment>(adminPaymentsKey, adminPaymentsKey[0], params);
}

/** Under the lists' key: whatever refreshes them refreshes the count. */
export const paymentCountsQuery = queryOptions({
  queryKey: [...adminPaymentsKey, 'counts'],
  queryFn: (context) => getJson<PaymentCounts>(`${adminPaymentsKey[0]}/counts`, context),
});

/** How many payments are overdue across every client: a day passing makes more, so it is asked again. */
export function usePaymentCounts() {
  return useQuery({ ...paymentCountsQuery, refetchInterval: 3 * 60_000, refetchOnWindowFocus: true });
}
