import { endedKeysSentence } from '@common/ended-keys';
import type {
  AdminUser,
  DeletedUser,
  newUserSchema,
  setPasswordSchema,
  TaxIds,
} from '@common/schemas/admin-users';
import type { EndedKeys } from '@common/schemas/ended-keys';
import type { PublicUser } from '@common/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '~/components/ui/use-toast';
import { adminDocumentsKey, adminUsersKey, receivedUploadsKey } from '~/lib/admin-list-keys';
import { apiRequest } from '~/lib/api-client';
import { pagedListQuery, usePagedList } from '~/lib/paged-list';
import { useFailureToast } from '~/lib/use-failure-toast';

export type NewUserValues = z.output<typeof newUserSchema>;
export type SetPasswordValues = z.output<typeof setPasswordSchema>;
export type TaxIdsValues = TaxIds;

/** The users tab's filters, as the address keeps them. */
export interface AdminUsersFilters {
  q: string;
  role: '' | 'client' | 'admin';
}

/** The address keys of the users tab, named apart from the other tabs' searches. */
export const USERS_URL_DEFAULTS = { 'cerca-utenti': '', ruolo: '' };

/** The tab's filters from what the address holds (an unknown role is no filter). */
export function usersFilters(fromUrl: typeof USERS_URL_DEFAULTS): AdminUsersFilters {
  const { ruolo } = fromUrl;
  return { q: fromUrl['cerca-utenti'], role: ruolo === 'client' || ruolo === 'admin' ? ruolo : '' };
}

const usersList = (filters: AdminUsersFilters) =>
  [adminUsersKey, '/api/admin/users', { q: filters.q, role: filters.role }] as const;

/** The first page the panel's loader asks for, under the key the tab reads. */
export const adminUsersQuery = (filters: AdminUsersFilters) =>
  pagedListQuery<AdminUser>(...usersList(filters));

/** One page of accounts at a time, newest first, searched and filtered by the server. */
export function useAdminUsersPage(filters: AdminUsersFilters) {
  return usePagedList<AdminUser>(...usersList(filters));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: async (values: NewUserValues) => {
      const res = await apiRequest('POST', '/api/admin/users', values);
      return (await res.json()) as PublicUser;
    },
    onSuccess: (user) => {
      toast({ title: 'Utente creato', description: `${user.username} può ora accedere all'area clienti.` });
      return queryClient.invalidateQueries({ queryKey: adminUsersKey });
    },
    onError: (error) => failed(error, "Errore nella creazione dell'utente", 'Riprova tra qualche istante.'),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: async (user: AdminUser) => {
      const res = await apiRequest('DELETE', `/api/admin/users/${user.id}`);
      return { user, ...((await res.json()) as DeletedUser) };
    },
    onSuccess: ({ user, deletedDocuments, apiTokensRevoked }) => {
      const withDocuments =
        deletedDocuments === 0
          ? ''
          : deletedDocuments === 1
            ? ' insieme al suo documento'
            : ` insieme ai suoi ${deletedDocuments} documenti`;
      toast({
        title: 'Utente eliminato',
        description: `${user.username} è stato eliminato${withDocuments}.${endedKeysSentence({ apiTokensRevoked, calendarEnded: false }, user.username)}`,
      });
      // The client's documents and the files they sent went with them.
      return Promise.all(
        [adminUsersKey, adminDocumentsKey, receivedUploadsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => failed(error, "Errore nell'eliminazione dell'utente", 'Riprova tra qualche istante.'),
  });
}

/**
 * The client's open sessions end on the server: the old password stops working everywhere; so do the
 * account's passkeys, API tokens and calendar address.
 */
export function useSetUserPassword() {
  const failed = useFailureToast();
  return useMutation({
    mutationFn: async ({ user, values }: { user: AdminUser; values: SetPasswordValues }) => {
      const res = await apiRequest('POST', `/api/admin/users/${user.id}/password`, values);
      return { user, ended: (await res.json()) as EndedKeys };
    },
    onSuccess: ({ user, ended }) => {
      toast({
        title: 'Password aggiornata',
        description: `Comunica la nuova password a ${user.username}: le sue sessioni aperte sono state chiuse.${endedKeysSentence(ended, user.username)}`,
      });
    },
    onError: (error) => failed(error, 'Password non aggiornata', 'Riprova tra qualche istante.'),
  });
}

/** Refused with 409 when the server has no mail configured; the dialog shows why. */
export function useSendResetLink() {
  const failed = useFailureToast();
  return useMutation({
    mutationFn: async (user: AdminUser) => {
      const res = await apiRequest('POST', `/api/admin/users/${user.id}/password-reset-link`);
      return { user, ended: (await res.json()) as EndedKeys };
    },
    onSuccess: ({ user, ended }) => {
      toast({
        title: 'Link inviato',
        description: `${user.email} riceverà un link valido 24 ore per scegliere una nuova password.${endedKeysSentence(ended, user.username)}`,
      });
    },
    onError: (error) => failed(error, 'Link non inviato', 'Riprova tra qualche istante.'),
  });
}

/** A client's codice fiscale and partita IVA; a refusal (a wrong or taken one) stays in the dialog. */
export function useSetTaxIds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, values }: { user: AdminUser; values: TaxIdsValues }) => {
      const res = await apiRequest('PATCH', `/api/admin/users/${user.id}`, values);
      return (await res.json()) as PublicUser;
    },
    onSuccess: (user) => {
      toast({
        title: 'Dati fiscali salvati',
        description: `Codice fiscale e partita IVA di ${user.username} aggiornati.`,
      });
      return queryClient.invalidateQueries({ queryKey: adminUsersKey });
    },
  });
}
