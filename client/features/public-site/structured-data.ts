import { firmProfile } from '@common/firm-profile';
import { absoluteUrl } from '@common/site-url';

const { address, geo } = firmProfile;

/**
 * The firm as a schema.org AccountingService (a LocalBusiness), for the home
 * and contact pages: search engines show address, hours and phone from it.
 */
export function firmJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    '@id': absoluteUrl('/#studio'),
    name: firmProfile.brandName,
    legalName: firmProfile.legalName,
    url: absoluteUrl('/'),
    telephone: firmProfile.phone.e164,
    email: firmProfile.email,
    vatID: `IT${firmProfile.vatNumber}`,
    founder: { '@type': 'Person', name: firmProfile.founder.name, jobTitle: firmProfile.founder.role },
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressRegion: address.province,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
    openingHoursSpecification: firmProfile.openingHours.flatMap((period) =>
      period.hours.map((range) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...period.days],
        opens: range.opens,
        closes: range.closes,
      })),
    ),
    areaServed: { '@type': 'AdministrativeArea', name: 'Provincia di Bergamo' },
    knowsLanguage: 'it',
  };
}
