/** Every list of received files (any filters) and the badge's count; the users feature refreshes them too (a deleted client's files go). */
export const receivedUploadsKey = ['/api/admin/client-uploads'] as const;
