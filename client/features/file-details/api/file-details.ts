import type { FileDetailsAnswer } from '@common/schemas/file-details';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '~/lib/api-client';

/**
 * What the portal reads in one stored file, with the page of invoice lines from the `from`-th (1-based).
 * `base` is the file's address (`/api/documents/12`, `/api/admin/client-uploads/7`…): the details are
 * `<base>/details`, under the file's own key, so removing the file's queries removes these too.
 */
export function fileDetailsQuery(base: string, from = 1) {
  return queryOptions({
    queryKey: [base, 'details', from] as const,
    queryFn: ({ client }) => getJson<FileDetailsAnswer>(`${base}/details?righe=${from}`, { client }),
    // A stored file does not change: read once while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The file's details; another page of lines keeps the one shown until it arrives. */
export function useFileDetails(base: string, from = 1) {
  return useQuery({ ...fileDetailsQuery(base, from), placeholderData: keepPreviousData });
}
