import { expect } from '@playwright/test';
import { firmProfile, fullAddress } from '../common/firm-profile';
import { structuredData } from './support/public-pages';
import { test } from './support/test';

const { latitude, longitude } = firmProfile.geo;

test.describe('contact page', () => {
  test('lists address, phone, e-mail, PEC and opening hours', async ({ page }) => {
    await page.goto('/contatti');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contatti');
    const details = page.getByRole('region', { name: 'Recapiti' });
    const terms = details.locator('dt');
    await expect(terms).toHaveText([
      'Indirizzo',
      'Telefono',
      'Email',
      'PEC',
      'Lunedì - Venerdì',
      'Sabato - Domenica',
    ]);
    await expect(details.locator('dd')).toHaveText([
      fullAddress,
      firmProfile.phone.display,
      firmProfile.email,
      firmProfile.pec,
      '8:30-12:30 e 14:30-19:00',
      'Chiuso',
    ]);
    await expect(details.getByRole('link', { name: firmProfile.phone.display })).toHaveAttribute(
      'href',
      `tel:${firmProfile.phone.e164}`,
    );
    await expect(details.getByRole('link', { name: firmProfile.email })).toHaveAttribute(
      'href',
      `mailto:${firmProfile.email}`,
    );
    await expect(details.getByRole('link', { name: firmProfile.pec })).toHaveAttribute(
      'href',
      `mailto:${firmProfile.pec}`,
    );
  });

  test('embeds the OpenStreetMap map at zoom 18 around the firm, once it comes near the screen', async ({
    page,
    request,
  }) => {
    // Prerendered without its address: OpenStreetMap is contacted only for a visitor who gets there.
    const html = await (await request.get('/contatti')).text();
    expect(html).toMatch(/<iframe title="Mappa OpenStreetMap[^>]*>/);
    expect(html.match(/<iframe[^>]*>/)?.[0]).not.toContain('src=');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contatti');
    const map = page.getByRole('region', { name: 'Dove siamo' });
    const frame = map.locator('iframe');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\//);
    await expect(frame).toHaveAttribute(
      'title',
      `Mappa OpenStreetMap: la sede dello studio in ${fullAddress}`,
    );
    await expect(frame).toHaveAttribute('loading', 'lazy');

    const src = new URL((await frame.getAttribute('src'))!);
    expect(`${src.origin}${src.pathname}`).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('layer')).toBe('mapnik');
    expect(src.searchParams.get('marker')).toBe(`${latitude},${longitude}`);
    const [west, south, east, north] = src.searchParams.get('bbox')!.split(',').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect(west).toBeLessThan(longitude);
    expect(east).toBeGreaterThan(longitude);
    expect(south).toBeLessThan(latitude);
    expect(north).toBeGreaterThan(latitude);
    expect((west + east) / 2).toBeCloseTo(longitude, 5);
    // Zoom 18: the box spans 240 px of a 256·2^18 px wide world.
    expect(Math.log2((360 * 240) / (256 * (east - west)))).toBeCloseTo(18, 2);

    const link = map.getByRole('link', { name: 'Apri la mappa (si apre in una nuova scheda)' });
    await expect(link).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`,
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
    ['narrow phone', { width: 320, height: 640 }],
  ] as const) {
    test(`the map frame fits the zoom-18 box, but not the zoom-19 one, on ${label}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/contatti');
      const box = await page.getByRole('region', { name: 'Dove siamo' }).locator('iframe').boundingBox();
      // The embed fits its box: zoom 18 needs 240 x 200 px, zoom 19 would need 480 x 400 px.
      expect(box!.width).toBeGreaterThanOrEqual(240);
      expect(box!.height).toBeGreaterThanOrEqual(200);
      expect(box!.height).toBeLessThan(400);
    });
  }

  test('keeps a place for the contact form', async ({ page }) => {
    await page.goto('/contatti');
    const section = page.getByRole('region', { name: 'Inviaci un messaggio' });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Inviaci un messaggio');
  });

  test('describes the firm as an AccountingService in JSON-LD', async ({ page, baseURL }) => {
    await page.goto('/contatti');
    const [data, ...others] = await structuredData(page);
    expect(others).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AccountingService',
      name: firmProfile.brandName,
      url: `${baseURL}/`,
      telephone: firmProfile.phone.e164,
      email: firmProfile.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: firmProfile.address.street,
        postalCode: firmProfile.address.postalCode,
        addressLocality: firmProfile.address.city,
        addressRegion: firmProfile.address.province,
        addressCountry: 'IT',
      },
      geo: { '@type': 'GeoCoordinates', latitude, longitude },
    });
    const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    expect(data!.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '08:30', closes: '12:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '14:30', closes: '19:00' },
    ]);
  });
});
