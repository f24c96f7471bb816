/**
 * The admin panel's cached lists, by the first part of their query keys. Each
 * tab's feature owns its list, but an action in one refreshes another's (a
 * deleted client's documents and files go; an upload changes the users'
 * counts), so the keys live below the features rather than inside one.
 */
export const adminUsersKey = ['/api/admin/users'] as const;

/** The documents overview's lists and summary. */
export const adminDocumentsKey = ['/api/admin/documents'] as const;

/** Every list of received files (any filters) and the badge's count. */
export const receivedUploadsKey = ['/api/admin/client-uploads'] as const;
