import type { PublicUser } from '@common/schemas/user';
import { AccountSecurity } from './account-security';
import { ChangePasswordForm } from './change-password-form';

/** The admin panel's 'Il mio account': the staff member's own password and sign-in protections. */
export function AccountTab({ user }: { user: PublicUser }) {
  return (
    <div className="grid gap-10">
      <section aria-labelledby="account-password-title" className="grid gap-4 lg:max-w-xl">
        <div>
          <h2 id="account-password-title" className="text-xl font-semibold text-brand-900">
            Cambia password
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Dopo il cambio resterai connesso qui; le sessioni aperte su altri dispositivi verranno chiuse.
          </p>
        </div>
        <ChangePasswordForm username={user.username} />
      </section>
      <AccountSecurity />
    </div>
  );
}
