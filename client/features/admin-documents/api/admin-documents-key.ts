/** The overview's cached list; the users feature refreshes it too (a deleted user's documents go). */
export const adminDocumentsKey = ['/api/admin/documents'] as const;
