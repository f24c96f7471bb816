import type { calendarFeedCreatedSchema, calendarFeedStatusSchema } from '@common/schemas/calendar';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, getJson } from '~/lib/api-client';

type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

const ENDPOINT = '/api/user/calendar-token';
export const calendarFeedKey = [ENDPOINT] as const;

/** Whether the client has a calendar address, and since when. */
export const calendarFeedQuery = queryOptions({
  queryKey: calendarFeedKey,
  queryFn: (context) => getJson<CalendarFeedStatus>(ENDPOINT, context),
});

export function useCalendarFeedStatus() {
  return useQuery(calendarFeedQuery);
}

/** Creates (or renews: the old one stops working) the address; the answer is the only time it is seen. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest('POST', ENDPOINT)).json() as Promise<CalendarFeedCreated>,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', ENDPOINT);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
