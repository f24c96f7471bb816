import type { ClientDocument } from '@common/schemas/documents';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '~/lib/api-client';

export const documentsQueryKey = ['/api/documents'] as const;

/** The signed-in user's own documents, newest first (the server's order). */
export function useDocuments() {
  return useQuery({
    queryKey: documentsQueryKey,
    queryFn: () => getJson<ClientDocument[]>('/api/documents'),
  });
}

/** The download endpoint streams the file as an attachment (documents issue). */
export function downloadUrl(id: number): string {
  return `/api/documents/${id}/download`;
}
