/**
 * Every fact about the firm, in one place: pages, footer, structured data and
 * e-mails read from here and never repeat these values in markup.
 *
 * EXAMPLE VALUES: the specification gives no real name, founder, registration
 * numbers or contacts. Everything marked `example` must be replaced with the
 * firm's real data before going live.
 */
export interface OpeningPeriod {
  /** schema.org day names, used by the JSON-LD and mapped to Italian labels. */
  days: readonly ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
  label: string;
  /** 24-hour ranges; empty means closed. */
  hours: readonly { opens: string; closes: string }[];
}

export const firmProfile = {
  example: true,
  /** Brand used in headings and the page title. */
  brandName: 'Studio Rossi Consulting',
  legalName: 'Studio Rossi Consulting S.r.l.',
  legalForm: 'società a responsabilità limitata con socio unico',
  founder: { name: 'Dott. Marco Rossi', role: 'Fondatore e Titolare' },
  address: {
    street: 'Via Monte Grappa 12',
    postalCode: '24046',
    city: 'Osio Sotto',
    province: 'BG',
    region: 'Lombardia',
    country: 'IT',
  },
  /** Map centre (WGS84) for the contact page. */
  geo: { latitude: 45.6258, longitude: 9.5959 },
  phone: { display: '035 000 0000', e164: '+390350000000' },
  email: 'info@studiorossi.example',
  pec: 'studiorossi@pec.example',
  vatNumber: '00000000000',
  rea: { office: 'Bergamo', number: 'BG-000000' },
  shareCapital: '10.000,00',
  openingHours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      label: 'Lunedì - Venerdì',
      hours: [
        { opens: '08:30', closes: '12:30' },
        { opens: '14:30', closes: '19:00' },
      ],
    },
    { days: ['Saturday', 'Sunday'], label: 'Sabato - Domenica', hours: [] },
  ] satisfies readonly OpeningPeriod[],
} as const;

export const fullAddress = `${firmProfile.address.street}, ${firmProfile.address.postalCode} ${firmProfile.address.city} (${firmProfile.address.province})`;

/** "8:30-12:30 e 14:30-19:00", or "Chiuso". */
export function formatHours(period: OpeningPeriod): string {
  if (period.hours.length === 0) return 'Chiuso';
  return period.hours.map((h) => `${h.opens.replace(/^0/, '')}-${h.closes.replace(/^0/, '')}`).join(' e ');
}
