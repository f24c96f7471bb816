/** The admin panel's sections, as `?scheda=` names them (the firm's notice e-mail links to 'ricevuti'). */
export const adminTabs = [
  'utenti',
  'carica',
  'importa',
  'documenti',
  'ricevuti',
  'richieste',
  'scadenze',
  'messaggi',
  'dal-sito',
  'account',
  'token',
  'sistema',
] as const;
export type AdminTab = (typeof adminTabs)[number];

export const DEFAULT_ADMIN_TAB: AdminTab = 'utenti';

/** The section a `?scheda=` value opens: a missing or unknown one opens the users. */
export function adminTabFrom(value: string | null): AdminTab {
  return (adminTabs as readonly string[]).includes(value ?? '') ? (value as AdminTab) : DEFAULT_ADMIN_TAB;
}

/**
 * An address of the contact form's inbox from before it was 'Dal sito' (it was `?scheda=messaggi`, now
 * the conversations with the clients): its folder or search says it meant the inbox, which it opens
 * again, under the new name; null for any other address.
 */
export function legacyContactAddress(search: URLSearchParams): string | null {
  if (search.get('scheda') !== 'messaggi' || !(search.has('cartella') || search.has('cerca-messaggi')))
    return null;
  const next = new URLSearchParams(search);
  next.set('scheda', 'dal-sito');
  return `?${next}`;
}
