import type { Role } from '@common/account';
import { cn } from '~/lib/utils';

const labels: Record<Role, string> = { admin: 'Admin', client: 'Cliente' };

export function RoleBadge({ role }: { role: Role }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        role === 'admin' ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800',
      )}
    >
      {labels[role]}
    </span>
  );
}
