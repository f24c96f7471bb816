import type { ClientUpload } from '@common/schemas/client-uploads';
import { pagedListQuery, usePagedList } from '~/lib/paged-list';
import { type TransferProgress, uploadRequest } from '~/lib/upload-request';

export const clientUploadsQueryKey = ['/api/client-uploads'] as const;

const NO_PARAMS = {};

/** The documents the signed-in client sent to the firm, newest first, a page at a time. */
export function useClientUploads() {
  return usePagedList<ClientUpload>(clientUploadsQueryKey, '/api/client-uploads', NO_PARAMS);
}

/** Their first page, as the list above asks for it. */
export const clientUploadsQuery = pagedListQuery<ClientUpload>(
  clientUploadsQueryKey,
  '/api/client-uploads',
  NO_PARAMS,
);

export interface SendFields {
  title: string;
  category: string;
  year: number;
  note: string;
  batch: string;
}

/**
 * Sends one file with its fields. The fields go first: the server reads them
 * before the file streams in, so a bad field is refused without storing anything.
 */
export function sendClientUpload(
  fields: SendFields,
  file: File,
  options: { onProgress?: (progress: TransferProgress) => void; signal?: AbortSignal } = {},
): Promise<ClientUpload> {
  const form = new FormData();
  form.append('title', fields.title.trim());
  form.append('category', fields.category);
  form.append('year', String(fields.year));
  if (fields.note.trim()) form.append('note', fields.note.trim());
  form.append('batch', fields.batch);
  form.append('file', file, file.name);
  return uploadRequest<ClientUpload>('/api/client-uploads', form, options);
}
