import type { ClientUpload } from '@common/schemas/client-uploads';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '~/lib/api-client';
import { type TransferProgress, uploadRequest } from '~/lib/upload-request';

export const clientUploadsQueryKey = ['/api/client-uploads'] as const;

/** The documents the signed-in client sent to the firm, newest first (the server's order). */
export function useClientUploads() {
  return useQuery({
    queryKey: clientUploadsQueryKey,
    queryFn: () => getJson<ClientUpload[]>('/api/client-uploads'),
  });
}

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
