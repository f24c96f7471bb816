import type { PublicUser } from '@common/schemas/user';
import type { QueryClient } from '@tanstack/react-query';
import { AccountSecurity } from '~/features/account-security/components/account-security';
import { ChangePasswordForm } from '~/features/account-security/components/change-password-form';
import { sessionsQuery } from '~/features/account-sessions/api/use-sessions';
import { passkeysQuery } from '~/features/passkeys/api/passkeys';
import { calendarFeedQuery } from '~/features/payments/api/calendar-feed';
import { CalendarFeedCard } from '~/features/payments/components/calendar-feed-card';
import { twoFactorQuery } from '~/features/two-factor/api/two-factor';

/** What the tab's first screen shows, asked for at once (the area's loader waits for it in a page drawn by the server). */
export async function prefetchProfile(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(twoFactorQuery),
    queryClient.prefetchQuery(passkeysQuery),
    queryClient.prefetchQuery(sessionsQuery),
    queryClient.prefetchQuery(calendarFeedQuery),
  ]);
}

export function ProfilePanel({ user }: { user: PublicUser }) {
  const rows = [
    { label: 'Nome completo', value: user.fullName },
    { label: 'Email', value: user.email },
    { label: 'Username', value: user.username },
  ];
  return (
    <div className="grid gap-10">
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="profile-title">
          <h2 id="profile-title" className="text-xl font-semibold text-brand-900">
            I tuoi dati
          </h2>
          <p className="mt-1 text-sm text-slate-700">Per correggere questi dati contatta lo studio.</p>
          <dl className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {rows.map((row) => (
              <div key={row.label} className="grid gap-1 p-4 sm:grid-cols-3 sm:gap-4">
                <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
                <dd className="break-words text-slate-900 sm:col-span-2">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="password-title">
          <h2 id="password-title" className="text-xl font-semibold text-brand-900">
            Cambia password
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Dopo il cambio resterai connesso qui; le sessioni aperte su altri dispositivi verranno chiuse.
          </p>
          <div className="mt-4">
            <ChangePasswordForm username={user.username} />
          </div>
        </section>
      </div>
      {user.role === 'client' && <CalendarFeedCard />}
      <AccountSecurity />
    </div>
  );
}
