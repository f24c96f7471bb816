import type { AdminUser } from '@common/schemas/admin-users';
import { KeyRound, LogOut, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { DataTable } from '~/components/ui/data-table';
import { formatShortDateTime, isoDateTime } from '~/lib/dates';
import { RoleBadge } from './role-badge';

/** The main administrator: the server refuses to delete it. */
export const MAIN_ADMIN_ID = 1;

const columns = ['Username', 'Nome completo', 'Email', 'Dati fiscali', 'Ruolo', 'Data creazione', 'Azioni'];

interface UsersTableProps {
  users: AdminUser[];
  /** The signed-in admin: their own account can be neither deleted nor reset from here. */
  currentUserId: number;
  caption: string;
  onDelete: (user: AdminUser) => void;
  onResetPassword: (user: AdminUser) => void;
  onAccess: (user: AdminUser) => void;
  onEndSessions: (user: AdminUser) => void;
  onTaxIds: (user: AdminUser) => void;
}

export function UsersTable({
  users,
  currentUserId,
  caption,
  onDelete,
  onResetPassword,
  onAccess,
  onEndSessions,
  onTaxIds,
}: UsersTableProps) {
  return (
    <DataTable caption={caption} columns={columns}>
      {users.map((user) => {
        const isMe = user.id === currentUserId;
        return (
          <tr key={user.id}>
            <th scope="row" className="px-4 py-3 font-medium break-all text-slate-900">
              {user.username}
              {isMe && <span className="text-xs font-normal text-slate-600"> (tu)</span>}
            </th>
            <td data-label="Nome completo" className="px-4 py-3 text-slate-900">
              {user.fullName}
            </td>
            <td data-label="Email" className="px-4 py-3 break-all text-slate-700">
              {user.email}
            </td>
            <td data-label="Dati fiscali" className="px-4 py-2">
              {user.role === 'client' && <TaxIdsCell user={user} onEdit={onTaxIds} />}
            </td>
            <td data-label="Ruolo" className="px-4 py-3">
              <RoleBadge role={user.role} />
              {user.twoFactorEnabled && (
                <span className="ml-1 text-xs whitespace-nowrap text-green-800">· verifica attiva</span>
              )}
            </td>
            <td data-label="Data creazione" className="px-4 py-3 whitespace-nowrap text-slate-700">
              <time dateTime={isoDateTime(user.createdAt)}>{formatShortDateTime(user.createdAt)}</time>
            </td>
            <td className="px-4 py-2">
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" disabled={isMe} onClick={() => onResetPassword(user)}>
                  <KeyRound aria-hidden="true" />
                  Reimposta password<span className="sr-only"> di {user.username}</span>
                </Button>
                <Button variant="outline" size="sm" disabled={isMe} onClick={() => onAccess(user)}>
                  <ShieldCheck aria-hidden="true" />
                  Accesso<span className="sr-only"> di {user.username}</span>
                </Button>
                <Button variant="outline" size="sm" onClick={() => onEndSessions(user)}>
                  <LogOut aria-hidden="true" />
                  Termina sessioni<span className="sr-only"> di {user.username}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  disabled={user.id === MAIN_ADMIN_ID || isMe}
                  onClick={() => onDelete(user)}
                >
                  <Trash2 aria-hidden="true" />
                  Elimina<span className="sr-only"> utente {user.username}</span>
                </Button>
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/** A client's codice fiscale and partita IVA, each named, with the button that changes them. */
function TaxIdsCell({ user, onEdit }: { user: AdminUser; onEdit: (user: AdminUser) => void }) {
  const none = !user.codiceFiscale && !user.partitaIva;
  return (
    <div className="flex items-center gap-2">
      {none ? (
        <span className="text-sm text-slate-600">Non indicati</span>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 font-mono text-xs text-slate-800">
          {user.codiceFiscale && (
            <>
              <dt className="font-sans text-slate-600">CF</dt>
              <dd>{user.codiceFiscale}</dd>
            </>
          )}
          {user.partitaIva && (
            <>
              <dt className="font-sans text-slate-600">P.IVA</dt>
              <dd>{user.partitaIva}</dd>
            </>
          )}
        </dl>
      )}
      <Button variant="ghost" size="sm" onClick={() => onEdit(user)}>
        <Pencil aria-hidden="true" />
        <span className="sr-only">Modifica dati fiscali di {user.username}</span>
      </Button>
    </div>
  );
}
