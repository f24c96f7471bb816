import type { ClientOption } from '@common/schemas/client-options';
import type { Page } from '@common/schemas/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from '~/lib/api-client';
import { listQueryString } from '~/lib/paged-list';

/** As many as a list on a phone shows; typing more narrows it. */
const SHOWN = 20;
const key = ['/api/admin/clients'] as const;

/** The clients matching what was typed, first 20 by name. */
export function useClientOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...key, q],
    queryFn: (context) =>
      getJson<Page<ClientOption>>(`/api/admin/clients${listQueryString({ q, limit: SHOWN })}`, context),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The client a value names (from the address, say), to show its name. */
export function useClientOption(id: number | null) {
  return useQuery({
    queryKey: [...key, 'id', id],
    queryFn: async () =>
      (await getJson<Page<ClientOption>>(`/api/admin/clients${listQueryString({ id: id ?? undefined })}`))
        .items[0] ?? null,
    enabled: id !== null,
  });
}
