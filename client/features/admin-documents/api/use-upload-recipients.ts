import * as React from 'react';
import { useAdminUsers } from '~/features/admin-users/api/admin-users';
import { uploadRecipients } from '../documents-overview';

/** The clients a document can be uploaded for, from the admin user list. */
export function useUploadRecipients() {
  const { data: users, isPending, isError } = useAdminUsers();
  const recipients = React.useMemo(() => uploadRecipients(users ?? []), [users]);
  return { recipients, isPending, isError };
}
