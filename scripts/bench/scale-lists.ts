/**
 * What the scale bench asks of each list that grows with the firm: its first
 * page, a filtered page, a search (matching a fair share of the archive, not
 * one row) and, from its first page, a page 100 pages deep; the private
 * pages' first screens as the server draws them, with the lists in them. And
 * the screens it opens in Chromium, with what shows that their rows have arrived.
 */
export interface ListCase {
  name: string;
  who: 'admin' | 'client';
  path: string;
  /** The list with a filter on (a URL of its own where the filter is one), or null when it has none. */
  filtered: string | null;
  /** The list searched, or null when it takes no `q`. */
  search: string | null;
  /** A page the server draws (HTML, with its first answers), not an API list: no cursor to follow. */
  page?: true;
  /** One answer, not a list (a count): no cursor to follow either. */
  single?: true;
}

export const listCases: ListCase[] = [
  {
    name: 'Utenti',
    who: 'admin',
    path: '/api/admin/users',
    filtered: '/api/admin/users?role=client',
    search: '/api/admin/users?q=rossi',
  },
  {
    name: 'Documenti',
    who: 'admin',
    path: '/api/admin/documents',
    filtered: '/api/admin/documents?category=f24-tributi&year=2022',
    search: '/api/admin/documents?q=liquidazione%20iva%20marzo',
  },
  {
    name: 'Ricevuti',
    who: 'admin',
    path: '/api/admin/client-uploads',
    filtered: '/api/admin/client-uploads?state=archived&year=2022',
    search: '/api/admin/client-uploads?q=inviato%2017',
  },
  {
    name: 'Dal sito',
    who: 'admin',
    path: '/api/admin/contact-messages',
    filtered: '/api/admin/contact-messages/spam',
    search: '/api/admin/contact-messages?q=consulenza%20n.%2012',
  },
  {
    name: 'Eventi di sicurezza',
    who: 'admin',
    path: '/api/admin/audit-events',
    filtered: '/api/admin/audit-events?userId=2',
    search: null,
  },
  {
    name: 'Richieste',
    who: 'admin',
    path: '/api/admin/requests',
    filtered: '/api/admin/requests?state=open',
    search: '/api/admin/requests?q=bilancio',
  },
  {
    name: 'Scadenze',
    who: 'admin',
    path: '/api/admin/payments',
    filtered: '/api/admin/payments?state=overdue',
    search: '/api/admin/payments?q=rossi',
  },
  {
    // The navigation's counts of what waits, in the panel's first screen: no filter, no search.
    name: 'Conteggi: da verificare',
    who: 'admin',
    path: '/api/admin/requests/counts',
    filtered: null,
    search: null,
    single: true,
  },
  {
    name: 'Conteggi: scaduti',
    who: 'admin',
    path: '/api/admin/payments/counts',
    filtered: null,
    search: null,
    single: true,
  },
  {
    name: 'Clienti (scelta)',
    who: 'admin',
    path: '/api/admin/clients',
    filtered: '/api/admin/clients?id=2',
    search: '/api/admin/clients?q=ferrara',
  },
  {
    name: 'Area: documenti',
    who: 'client',
    path: '/api/documents',
    filtered: '/api/documents?year=2022',
    search: '/api/documents?q=perche',
  },
  {
    // The years the area opens on, with the newest year's first page in the same answer (no cursor: one page).
    name: 'Area: anni',
    who: 'client',
    path: '/api/documents/years',
    filtered: '/api/documents/years?category=f24-tributi',
    search: '/api/documents/years?q=perche',
  },
  {
    name: 'Prima schermata: area',
    who: 'client',
    path: '/area-clienti',
    filtered: '/area-clienti?categoria=f24-tributi',
    search: '/area-clienti?q=perche',
    page: true,
  },
  {
    name: 'Prima schermata: pannello',
    who: 'admin',
    path: '/admin',
    filtered: '/admin?ruolo=client',
    search: '/admin?cerca-utenti=rossi',
    page: true,
  },
  {
    name: 'Area: inviati',
    who: 'client',
    path: '/api/client-uploads',
    filtered: null,
    search: '/api/client-uploads?q=f24',
  },
];

export interface ScreenCase {
  name: string;
  who: 'admin' | 'client';
  path: string;
  /** Visible once the screen's first rows are on it. */
  rows: string;
}

export const screenCases: ScreenCase[] = [
  { name: 'Utenti', who: 'admin', path: '/admin?scheda=utenti', rows: 'main table tbody tr' },
  { name: 'Documenti', who: 'admin', path: '/admin?scheda=documenti', rows: 'main table tbody tr' },
  { name: 'Ricevuti', who: 'admin', path: '/admin?scheda=ricevuti', rows: 'main table tbody tr' },
  { name: 'Dal sito', who: 'admin', path: '/admin?scheda=dal-sito', rows: 'main table tbody tr' },
  { name: 'Area clienti', who: 'client', path: '/area-clienti', rows: 'main li, main table tbody tr' },
];
