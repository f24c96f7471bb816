import { SessionsSection } from '~/features/account-sessions/components/sessions-section';
import { PasskeysSection } from '~/features/passkeys/components/passkeys-section';
import { TwoFactorSection } from '~/features/two-factor/components/two-factor-section';

/** Everything that guards the account, on the profile (clients) and 'Il mio account' (staff). */
export function AccountSecurity() {
  return (
    <div className="grid gap-10 border-t border-slate-200 pt-10">
      <TwoFactorSection />
      <PasskeysSection />
      <SessionsSection />
    </div>
  );
}
