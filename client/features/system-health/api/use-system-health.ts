import type { SystemHealth } from '@common/schemas/system-health';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '~/lib/api-client';

export const systemHealthKey = ['/api/admin/health'] as const;

/** Read each time the tab opens ('Aggiorna' reads again); never polled. */
export function useSystemHealth() {
  return useQuery({
    queryKey: systemHealthKey,
    queryFn: (context) => getJson<SystemHealth>('/api/admin/health', context),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
