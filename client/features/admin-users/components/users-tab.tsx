import type { AdminUser } from '@common/schemas/admin-users';
import * as React from 'react';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { LoadingStatus } from '~/components/ui/loading-status';
import { useLoadErrorToast } from '~/features/auth/use-load-error-toast';
import { useAdminUsers } from '../api/admin-users';
import { filterUsers, pageOf } from '../user-search';
import { AccountAccessDialog } from './account-access-dialog';
import { CreateUserDialog } from './create-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { EndSessionsDialog } from './end-sessions-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UsersPagination } from './users-pagination';
import { UsersTable } from './users-table';

const LOAD_ERROR = 'Errore nel caricamento degli utenti';

function countText(shown: number, total: number, searching: boolean): string {
  const users = (n: number) => (n === 1 ? '1 utente' : `${n} utenti`);
  if (!searching) return users(total);
  return `${shown === 1 ? '1 utente trovato' : `${shown} utenti trovati`} su ${total}`;
}

/** The admin panel's 'Gestione Utenti' tab. */
export function UsersTab({ currentUserId }: { currentUserId: number }) {
  const { data: users, error, isPending } = useAdminUsers();
  const [query, setQuery] = React.useState('');
  const [page, setPage] = React.useState(1);
  const [toDelete, setToDelete] = React.useState<AdminUser | null>(null);
  const [toReset, setToReset] = React.useState<AdminUser | null>(null);
  const [accessOf, setAccessOf] = React.useState<AdminUser | null>(null);
  const [toSignOut, setToSignOut] = React.useState<AdminUser | null>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);

  useLoadErrorToast(error, 'Errore nel recupero degli utenti');

  const matching = React.useMemo(() => filterUsers(users ?? [], query), [users, query]);
  const shown = pageOf(matching, page);
  const searching = query.trim() !== '';

  return (
    <section aria-labelledby="users-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="users-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          Gestione Utenti
        </h2>
        <CreateUserDialog />
      </div>

      {error && (
        <p role="alert" className="mt-6 font-medium text-red-700">
          {LOAD_ERROR}
        </p>
      )}
      {isPending ? (
        <LoadingStatus className="mt-6">Caricamento degli utenti...</LoadingStatus>
      ) : (
        users && (
          <>
            <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
              <FormField label="Cerca per username, nome o email" className="w-full sm:max-w-sm">
                {(field) => (
                  <Input
                    {...field}
                    type="search"
                    value={query}
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(event) => {
                      setQuery(event.target.value);
                      setPage(1);
                    }}
                  />
                )}
              </FormField>
              <p role="status" className="text-sm text-slate-700">
                {countText(matching.length, users.length, searching)}
              </p>
            </div>
            {matching.length === 0 ? (
              <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
                {searching ? 'Nessun utente corrisponde alla ricerca' : 'Nessun utente'}
              </p>
            ) : (
              <div className="mt-4">
                <UsersTable
                  users={shown.rows}
                  currentUserId={currentUserId}
                  caption={`Utenti dal più recente: ${shown.first}–${shown.last} di ${matching.length}`}
                  onDelete={setToDelete}
                  onResetPassword={setToReset}
                  onAccess={setAccessOf}
                  onEndSessions={setToSignOut}
                />
                <UsersPagination page={shown.page} pageCount={shown.pageCount} onPageChange={setPage} />
              </div>
            )}
          </>
        )
      )}
      <DeleteUserDialog
        user={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => heading.current?.focus({ preventScroll: true })}
      />
      <ResetPasswordDialog user={toReset} onClose={() => setToReset(null)} />
      {/* The list's fresh copy of the user: a change shows in the open dialog. */}
      <AccountAccessDialog
        user={users?.find((u) => u.id === accessOf?.id) ?? null}
        onClose={() => setAccessOf(null)}
      />
      <EndSessionsDialog user={toSignOut} currentUserId={currentUserId} onClose={() => setToSignOut(null)} />
    </section>
  );
}
