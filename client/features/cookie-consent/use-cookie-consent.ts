import * as React from 'react';
import { type CookieChoice, readCookieChoice, saveCookieChoice } from './consent-storage';

interface ConsentState {
  /** The valid saved choice, or null when none exists (or before it was read). */
  choice: CookieChoice | null;
  /** False until the saved choice has been read in the browser. */
  ready: boolean;
  bannerOpen: boolean;
  settingsOpen: boolean;
}

const initialState: ConsentState = { choice: null, ready: false, bannerOpen: false, settingsOpen: false };

// A module-level store, not a context: on public pages the banner, the footer
// link and the policy page's button are separate islands that share it.
let state = initialState;
const listeners = new Set<() => void>();

function update(next: Partial<ConsentState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getState = () => state;
const getInitialState = () => initialState;

// Read only after hydration: the prerendered HTML must be the same for
// every visitor, whatever they chose before.
function loadSavedChoice() {
  if (state.ready) return;
  const saved = readCookieChoice(window.localStorage);
  update({ choice: saved, bannerOpen: saved === null, ready: true });
}

function decide(analytics: boolean) {
  update({
    choice: saveCookieChoice(window.localStorage, analytics),
    ready: true,
    bannerOpen: false,
    settingsOpen: false,
  });
}

const actions = {
  acceptAll: () => decide(true),
  rejectAll: () => decide(false),
  savePreferences: decide,
  setSettingsOpen: (settingsOpen: boolean) => update({ settingsOpen }),
};

export function useCookieConsent(): ConsentState & typeof actions {
  const current = React.useSyncExternalStore(subscribe, getState, getInitialState);
  React.useEffect(loadSavedChoice, []);
  return { ...current, ...actions };
}
