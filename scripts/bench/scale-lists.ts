/**
 * What the scale bench asks of each list that grows with the firm: its first
 * page, a filtered page, a search (matching a fair share of the archive, not
 * one row) and, from its first page, a page 100 pages deep. And the screens
 * it opens in Chromium, with what shows that their rows have arrived.
 */
export interface ListCase {
  name: string;
  who: 'admin' | 'client';
  path: string;
  filtered: string;
  search: string;
}

export const listCases: ListCase[] = [
  {
    name: 'Utenti',
    who: 'admin',
    path: '/api/admin/users',
    filtered: 'role=client',
    search: 'q=rossi',
  },
  {
    name: 'Documenti',
    who: 'admin',
    path: '/api/admin/documents',
    filtered: 'category=f24-tributi&year=2022',
    search: 'q=liquidazione iva marzo',
  },
  {
    name: 'Ricevuti',
    who: 'admin',
    path: '/api/admin/client-uploads',
    filtered: 'state=archived',
    search: 'q=inviato 17',
  },
  {
    name: 'Messaggi',
    who: 'admin',
    path: '/api/admin/contact-messages',
    filtered: 'box=spam',
    search: 'q=consulenza n. 12',
  },
  {
    name: 'Sicurezza',
    who: 'admin',
    path: '/api/admin/audit-events',
    filtered: 'event=login.success',
    search: 'q=cliente00001',
  },
  {
    name: 'Clienti (scelta)',
    who: 'admin',
    path: '/api/admin/clients',
    filtered: 'id=2',
    search: 'q=ferrara',
  },
  {
    name: 'Area: documenti',
    who: 'client',
    path: '/api/documents',
    filtered: 'year=2022',
    search: 'q=perche',
  },
  {
    name: 'Area: inviati',
    who: 'client',
    path: '/api/client-uploads',
    filtered: 'year=2022',
    search: 'q=f24',
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
  { name: 'Messaggi', who: 'admin', path: '/admin?scheda=messaggi', rows: 'main table tbody tr' },
  { name: 'Area clienti', who: 'client', path: '/area-clienti', rows: 'main li, main table tbody tr' },
];
