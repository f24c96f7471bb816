import type { DocumentCategory } from '@common/document-categories';
import type { AdminDocument, UploadedDocument } from '@common/schemas/documents';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { adminUsersKey } from '~/features/admin-users/api/admin-users';
import { documentsQueryKey } from '~/features/client-area/api/use-documents';
import { getJson } from '~/lib/api-client';
import { type TransferProgress, uploadRequest } from '~/lib/upload-request';
import { useDeleteMany } from '~/lib/use-delete-many';
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

/** Deletes the selected documents for good. */
export function useDeleteDocuments() {
  return useDeleteMany({ url: (id) => `/api/admin/documents/${id}`, refresh: refreshDocumentLists });
}
