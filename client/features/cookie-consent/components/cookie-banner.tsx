import { X } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { COOKIE_BAR_ID } from '../cookie-bar-id';
import { useCookieConsent } from '../use-cookie-consent';

// The settings dialog (Radix Dialog) is fetched when first opened: most
// visitors decide from the bar and never need it.
const CookieSettingsDialog = React.lazy(() =>
  import('./cookie-settings-dialog').then((m) => ({ default: m.CookieSettingsDialog })),
);

export function CookieBanner() {
  const { bannerOpen, settingsOpen } = useCookieConsent();
  const [settingsLoaded, setSettingsLoaded] = React.useState(false);
  if (settingsOpen && !settingsLoaded) setSettingsLoaded(true);
  return (
    <>
      <CookieBar open={bannerOpen} />
      {settingsLoaded && (
        <React.Suspense fallback={null}>
          <CookieSettingsDialog />
        </React.Suspense>
      )}
    </>
  );
}

/**
 * Fixed, so its arrival moves nothing on the page; the spacer after the
 * footer (same height, measured once the island runs, at the latest on the
 * first scroll) keeps the end of the page reachable above it.
 */
function CookieBar({ open }: { open: boolean }) {
  const { ready, acceptAll, rejectAll, setSettingsOpen } = useCookieConsent();
  const barRef = React.useRef<HTMLElement>(null);
  const [height, setHeight] = React.useState(0);

  // The bar's `hidden` is the DOM's, not a prop: the page's script (first-visit-script.ts) may have shown it
  // before hydration, which keeps the prerendered tree's `hidden`, so a choice made in the instant after
  // hydration would be saved and the bar left on screen. Once the saved choice has been read, the state
  // decides.
  React.useLayoutEffect(() => {
    if (ready && barRef.current) barRef.current.hidden = !open;
  }, [ready, open]);

  React.useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const observer = new ResizeObserver(() => setHeight(bar.offsetHeight));
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div aria-hidden="true" style={{ height: open ? height : 0 }} />
      <section
        ref={barRef}
        id={COOKIE_BAR_ID}
        hidden
        // The first-visit script shows the bar before hydration; its `hidden` is the DOM's (see above).
        suppressHydrationWarning
        aria-labelledby="cookie-banner-title"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-300 bg-white text-slate-900 shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
      >
        <div className="relative mx-auto flex max-w-6xl flex-col gap-3 p-4 md:flex-row md:items-center md:gap-6 md:pr-14">
          <div className="grid gap-1">
            <h2 id="cookie-banner-title" className="pr-10 text-base font-semibold md:pr-0">
              Questo sito utilizza i cookie
            </h2>
            <p className="text-sm text-slate-700">
              Usiamo cookie tecnici, necessari al funzionamento del sito. Con il tuo consenso useremmo anche
              cookie analitici. Chiudendo il banner con la X rifiuti i cookie non necessari; puoi cambiare
              scelta in ogni momento. Dettagli nella{' '}
              <Link to="/cookie-policy" className="font-medium text-brand-700 underline underline-offset-2">
                Cookie Policy
              </Link>
              .
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2 *:flex-auto">
            <Button onClick={acceptAll}>Accetta tutti</Button>
            <Button variant="outline" onClick={() => setSettingsOpen(true)}>
              Personalizza
            </Button>
            <Button onClick={rejectAll}>Rifiuta</Button>
          </div>
          <button
            type="button"
            onClick={rejectAll}
            aria-label="Chiudi e rifiuta i cookie non necessari"
            className="absolute top-2 right-2 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
      </section>
    </>
  );
}
