import type { AdminUser } from '@common/schemas/admin-users';
import * as React from 'react';
import { FilterSelect } from '~/components/ui/filter-select';
import { LoadMore } from '~/components/ui/load-more';
import { LoadingStatus } from '~/components/ui/loading-status';
import { SearchField } from '~/components/ui/search-field';
import { useDebouncedSearch } from '~/lib/use-debounced-search';
import { useLoadErrorToast } from '~/lib/use-load-error-toast';
import { useUrlFilters } from '~/lib/use-url-filters';
import { USERS_URL_DEFAULTS, useAdminUsersPage, usersFilters } from '../api/admin-users';
import { AccountAccessDialog } from './account-access-dialog';
import { CreateUserDialog } from './create-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { EndSessionsDialog } from './end-sessions-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { TaxIdsDialog } from './tax-ids-dialog';
import { UsersTable } from './users-table';

const LOAD_ERROR = 'Errore nel caricamento degli utenti';

const ROLE_OPTIONS = [
  { value: 'client', label: 'Clienti' },
  { value: 'admin', label: 'Amministratori' },
] as const;

/** The admin panel's 'Gestione Utenti' tab. */
export function UsersTab({ currentUserId }: { currentUserId: number }) {
  const [filters, setFilters] = useUrlFilters(USERS_URL_DEFAULTS);
  const { q, role } = usersFilters(filters);
  const [text, setText] = useDebouncedSearch(q, (value) => setFilters({ 'cerca-utenti': value }));
  const list = useAdminUsersPage({ q, role });
  const { items: users, error, isPending } = list;
  const [toDelete, setToDelete] = React.useState<AdminUser | null>(null);
  const [toReset, setToReset] = React.useState<AdminUser | null>(null);
  const [accessOf, setAccessOf] = React.useState<AdminUser | null>(null);
  const [toSignOut, setToSignOut] = React.useState<AdminUser | null>(null);
  const [taxIdsOf, setTaxIdsOf] = React.useState<AdminUser | null>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);

  useLoadErrorToast(error, 'Errore nel recupero degli utenti');
  const filtered = q !== '' || role !== '';

  return (
    <section aria-labelledby="users-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="users-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          Gestione Utenti
        </h2>
        <CreateUserDialog />
      </div>

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SearchField
          label="Cerca per username, nome, email, codice fiscale o partita IVA"
          value={text}
          onChange={setText}
          className="w-full sm:max-w-sm"
        />
        <FilterSelect
          label="Ruolo"
          value={role}
          options={ROLE_OPTIONS}
          all={{ value: '', label: 'Tutti i ruoli' }}
          onChange={(value) => setFilters({ ruolo: value })}
          className="w-full sm:w-48"
        />
      </div>

      {error && (
        <p role="alert" className="mt-6 font-medium text-red-700">
          {LOAD_ERROR}
        </p>
      )}
      {isPending ? (
        <LoadingStatus className="mt-6">Caricamento degli utenti...</LoadingStatus>
      ) : users.length === 0 ? (
        !error && (
          <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
            {filtered ? 'Nessun utente corrisponde alla ricerca' : 'Nessun utente'}
          </p>
        )
      ) : (
        <div className="mt-4">
          <UsersTable
            users={users}
            currentUserId={currentUserId}
            caption={`Utenti dal più recente: ${users.length} di ${list.total}`}
            onDelete={setToDelete}
            onResetPassword={setToReset}
            onAccess={setAccessOf}
            onEndSessions={setToSignOut}
            onTaxIds={setTaxIdsOf}
          />
          <LoadMore list={list} noun="utenti" />
        </div>
      )}
      <DeleteUserDialog
        user={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => heading.current?.focus({ preventScroll: true })}
      />
      <ResetPasswordDialog user={toReset} onClose={() => setToReset(null)} />
      {/* The list's fresh copy of the user: a change shows in the open dialog. */}
      <AccountAccessDialog
        user={users.find((u) => u.id === accessOf?.id) ?? accessOf}
        onClose={() => setAccessOf(null)}
      />
      <TaxIdsDialog user={taxIdsOf} onClose={() => setTaxIdsOf(null)} />
      <EndSessionsDialog user={toSignOut} currentUserId={currentUserId} onClose={() => setToSignOut(null)} />
    </section>
  );
}
