import { linkClass } from '~/components/layout/footer-styles';
import { Button } from '~/components/ui/button';
import { useCookieConsent } from '../use-cookie-consent';

/** The footer's 'Preferenze cookie': it reopens the settings dialog on every page. */
export function FooterCookieLink() {
  const { setSettingsOpen } = useCookieConsent();
  return (
    <button type="button" onClick={() => setSettingsOpen(true)} className={linkClass}>
      Preferenze cookie
    </button>
  );
}

/** The cookie policy's own way to the same dialog. */
export function CookiePolicyButton() {
  const { setSettingsOpen } = useCookieConsent();
  return (
    <Button variant="outline" className="mt-4" onClick={() => setSettingsOpen(true)}>
      Modifica le preferenze cookie
    </Button>
  );
}
