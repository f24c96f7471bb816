import * as React from 'react';
import { type CookieChoice, readCookieChoice, saveCookieChoice } from './consent-storage';

interface CookieConsentValue {
  /** The valid saved choice, or null when none exists (or before hydration). */
  choice: CookieChoice | null;
  /** False until the saved choice has been read in the browser. */
  ready: boolean;
  bannerOpen: boolean;
  settingsOpen: boolean;
  acceptAll: () => void;
  rejectAll: () => void;
  savePreferences: (analytics: boolean) => void;
  setSettingsOpen: (open: boolean) => void;
}

const CookieConsentContext = React.createContext<CookieConsentValue | null>(null);

export function CookieConsentProvider({ children }: { children: React.ReactNode }) {
  const [choice, setChoice] = React.useState<CookieChoice | null>(null);
  const [ready, setReady] = React.useState(false);
  const [bannerOpen, setBannerOpen] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);

  // Read only after hydration: the prerendered HTML must be the same for
  // every visitor, whatever they chose before.
  React.useEffect(() => {
    const saved = readCookieChoice(window.localStorage);
    setChoice(saved);
    setBannerOpen(saved === null);
    setReady(true);
  }, []);

  const value = React.useMemo<CookieConsentValue>(() => {
    const decide = (analytics: boolean) => {
      setChoice(saveCookieChoice(window.localStorage, analytics));
      setBannerOpen(false);
      setSettingsOpen(false);
    };
    return {
      choice,
      ready,
      bannerOpen,
      settingsOpen,
      acceptAll: () => decide(true),
      rejectAll: () => decide(false),
      savePreferences: decide,
      setSettingsOpen,
    };
  }, [choice, ready, bannerOpen, settingsOpen]);

  return <CookieConsentContext.Provider value={value}>{children}</CookieConsentContext.Provider>;
}

export function useCookieConsent(): CookieConsentValue {
  const value = React.useContext(CookieConsentContext);
  if (value === null) throw new Error('useCookieConsent must be used inside CookieConsentProvider');
  return value;
}
