import type { DocumentCategory } from '@common/document-categories';
import { formatInteger } from '@common/format';
import type {
  AdminDocumentsFilter,
  AdminDocumentsSummary,
  MatchingDocuments,
} from '@common/schemas/admin-documents-list';
import type { AdminDocument, UploadedDocument } from '@common/schemas/documents';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { adminPaymentsKey } from '~/features/admin-payments/api/admin-payments';
import { documentsQueryKey } from '~/features/client-area/api/use-documents';
import { adminDocumentsKey, adminUsersKey } from '~/lib/admin-list-keys';
import { apiRequest, errorText, getJson, isSessionEnded } from '~/lib/api-client';
import { listQueryString, usePagedList } from '~/lib/paged-list';
import { type TransferProgress, uploadRequest } from '~/lib/upload-request';
import { DELETE_FAILED, useDeleteMany } from '~/lib/use-delete-many';
import { appendPaymentFields, type PaymentFields } from '../payment-fields';

/** The overview's filters as the API reads them (empty values are left out of the address). */
export type OverviewParams = Record<keyof AdminDocumentsFilter, string>;

/** Every client's documents matching the filters, newest first, a page at a time. */
export function useAdminDocuments(params: OverviewParams) {
  return usePagedList<AdminDocument>(adminDocumentsKey, '/api/admin/documents', params);
}

/** The summary cards' figures, counted by the server over every matching document. */
export function useAdminDocumentsSummary(params: OverviewParams) {
  return useQuery({
    queryKey: [...adminDocumentsKey, 'summary', params],
    queryFn: (context) =>
      getJson<AdminDocumentsSummary>(`/api/admin/documents/summary${listQueryString(params)}`, context),
    placeholderData: keepPreviousData,
  });
}

/** The URL of a ZIP of every document matching the filters, `expected` of them as the screen counted. */
export function matchingArchiveUrl(params: OverviewParams, expected: number): string {
  return `/api/admin/documents/archive${listQueryString({ ...params, expected })}`;
}

/** An upload or a deletion changes the lists: the client's, the users' counts, the overview and the payments. */
export function refreshDocumentLists(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [documentsQueryKey, adminUsersKey, adminDocumentsKey, adminPaymentsKey].map((queryKey) =>
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
  /** Set when the document asks the client for a payment. */
  payment?: PaymentFields | null;
}

/** Sends one file with its fields (fields first: the server reads them before the file streams in). */
export function uploadDocument(
  { title, userId, category, year, mode, file, payment }: UploadInput,
  options: { onProgress?: (progress: TransferProgress) => void; signal?: AbortSignal } = {},
): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('title', title);
  form.append('userId', userId);
  form.append('mode', mode);
  form.append('category', category);
  form.append('year', String(year));
  appendPaymentFields(form, payment);
  form.append('file', file, file.name);
  return uploadRequest<UploadedDocument>('/api/documents/upload', form, options);
}

/** Deletes the selected documents for good. */
export function useDeleteDocuments() {
  return useDeleteMany({ url: (id) => `/api/admin/documents/${id}`, refresh: refreshDocumentLists });
}

/**
 * Deletes every document matching the filters, in one request: the server
 * recounts them and refuses (409, with its message) when the list changed.
 */
export function useDeleteMatchingDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { params: OverviewParams; expected: number }) => {
      const body: Partial<Record<keyof MatchingDocuments, string | number>> = { expected: input.expected };
      for (const [key, value] of Object.entries(input.params))
        if (value !== '') body[key as keyof OverviewParams] = value;
      const res = await apiRequest('POST', '/api/admin/documents/delete-matching', body);
      return ((await res.json()) as { deleted: number }).deleted;
    },
    onSuccess: (count) => {
      toast({
        title: 'Documenti eliminati',
        description: count === 1 ? '1 documento eliminato.' : `${formatInteger(count)} documenti eliminati.`,
      });
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      toast({ variant: 'destructive', title: 'Errore', description: errorText(error, DELETE_FAILED) });
    },
    onSettled: () => refreshDocumentLists(queryClient),
  });
}
