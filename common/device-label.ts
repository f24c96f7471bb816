// Plain values about signed-in devices, apart from their schemas (schemas/sessions.ts): the profile
// draws its list of sessions without zod.

/** What a browser or system is called when its user agent says nothing usable. */
export const UNKNOWN_AGENT = 'Sconosciuto';

/** 'Chrome 131 su Windows 10', in the list and in the new-browser e-mail alike. */
export function deviceLabel({ browser, system }: { browser: string; system: string }): string {
  const knownBrowser = browser !== UNKNOWN_AGENT;
  const knownSystem = system !== UNKNOWN_AGENT;
  if (knownBrowser && knownSystem) return `${browser} su ${system}`;
  if (knownBrowser) return browser;
  if (knownSystem) return `Browser sconosciuto su ${system}`;
  return 'Dispositivo sconosciuto';
}
