/** The site's main sections, in the order the header and the footer list them. */
export const mainNavLinks = [
  { to: '/', label: 'Home' },
  { to: '/chi-siamo', label: 'Chi Siamo' },
  { to: '/servizi', label: 'Servizi' },
  { to: '/news', label: 'News' },
  { to: '/utilita', label: 'Utilità' },
  { to: '/contatti', label: 'Contatti' },
] as const;

export interface AccountLink {
  to: '/auth' | '/area-clienti';
  label: 'Area Riservata' | 'Area Clienti';
}

export function accountLink(signedIn: boolean): AccountLink {
  return signedIn ? { to: '/area-clienti', label: 'Area Clienti' } : { to: '/auth', label: 'Area Riservata' };
}
