import type { DocumentCategory } from '@common/document-categories';
import type { AdminDocument, UploadedDocument } from '@common/schemas/documents';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { adminUsersKey } from '~/features/admin-users/api/admin-users';
import { handleSessionExpired } from '~/features/auth/session-expiry';
import { documentsQueryKey } from '~/features/client-area/api/use-documents';
import { apiRequest, getJson } from '~/lib/api-client';
import { settleAll } from '~/lib/settle-all';
import { type TransferProgress, uploadRequest } from '~/lib/upload-request';
import { adminDocumentsKey } from './admin-documents-key';

/** Every document, newest first. */
export function useAdminDocuments() {
  return useQuery({
    queryKey: adminDocumentsKey,
    queryFn: () => getJson<AdminDocument[]>('/api/admin/documents'),
  });
}

/** An upload or a deletion changes the three lists: the client's, the users' counts and the overview. */
export function refreshDocumentLists(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [documentsQueryKey, adminUsersKey, adminDocumentsKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}

export interface UploadInput {
  title: string;
  userId: string;
  category: DocumentCategory;
  year: number;
  mode: 'single' | 'bulk';
  file: File;
}

/** Sends one file with its fields (fields first: the server reads them before the file streams in). */
export function uploadDocument(
  { title, userId, category, year, mode, file }: UploadInput,
  options: { onProgress?: (progress: TransferProgress) => void; signal?: AbortSignal } = {},
): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('title', title);
  form.append('userId', userId);
  form.append('mode', mode);
  form.append('category', category);
  form.append('year', String(year));
  form.append('file', file, file.name);
  return uploadRequest<UploadedDocument>('/api/documents/upload', form, options);
}

export const DELETE_FAILED = "Si è verificato un errore durante l'eliminazione dei documenti";

/** Deletes the selected documents, one request each, all at once; the lists refresh whatever the outcome. */
export function useDeleteDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      await settleAll(ids.map((id) => apiRequest('DELETE', `/api/admin/documents/${id}`)));
      return ids.length;
    },
    onSuccess: (count) => {
      toast({
        title: 'Documenti eliminati',
        description: count === 1 ? '1 documento eliminato.' : `${count} documenti eliminati.`,
      });
    },
    onError: (error) => {
      if (handleSessionExpired(error, queryClient)) return;
      toast({ variant: 'destructive', title: 'Errore', description: DELETE_FAILED });
    },
    onSettled: () => refreshDocumentLists(queryClient),
  });
}
