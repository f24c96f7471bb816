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
