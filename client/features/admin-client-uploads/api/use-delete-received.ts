import { useDeleteMany } from '~/lib/use-delete-many';
import { refreshReceived } from './received-uploads';

/** Deletes received files for good (rows and files). */
export function useDeleteReceived() {
  return useDeleteMany({ url: (id) => `/api/admin/client-uploads/${id}`, refresh: refreshReceived });
}
