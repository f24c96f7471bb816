import { expect } from '@playwright/test';
import { firmProfile, formatHours, fullAddress } from '../common/firm-profile';
import { sections } from './support/site';
import { test } from './support/test';

test.describe('footer', () => {
  test('shows the legal data required by Italian law, read from the firm profile', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const p = firmProfile;
    const legal = footer.locator('p', { hasText: 'società a responsabilità limitata con socio unico' });
    await expect(legal).toHaveText(
      `${p.legalName} – ${p.legalForm} – Sede legale: ${fullAddress} – Registro Imprese di ${p.rea.office}, ` +
        `REA ${p.rea.number} – Capitale sociale i.v. € ${p.shareCapital} – P.IVA ${p.vatNumber} – PEC: ${p.pec}`,
    );
    await expect(legal).toContainText('Registro Imprese di Bergamo');
    await expect(legal.getByRole('link', { name: p.pec })).toHaveAttribute('href', `mailto:${p.pec}`);
  });

  test('has quick links, services, contacts, opening hours and legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');

    const quick = footer.getByRole('region', { name: 'Link Rapidi' }).getByRole('link');
    await expect(quick).toHaveText(sections.map((s) => s.label));
    for (const [i, section] of sections.entries()) {
      await expect(quick.nth(i)).toHaveAttribute('href', section.path);
    }

    await expect(footer.getByRole('region', { name: 'Servizi' }).getByRole('listitem')).toHaveText([
      'Consulenza Fiscale',
      'Consulenza Contabile',
      'Consulenza Tributaria',
    ]);

    const contacts = footer.getByRole('region', { name: 'Contatti' });
    await expect(contacts).toContainText(fullAddress);
    await expect(contacts.getByRole('link', { name: firmProfile.phone.display })).toHaveAttribute(
      'href',
      `tel:${firmProfile.phone.e164}`,
    );
    await expect(contacts.getByRole('link', { name: firmProfile.email })).toHaveAttribute(
      'href',
      `mailto:${firmProfile.email}`,
    );

    const hours = footer.getByRole('region', { name: 'Orari di Apertura' });
    await expect(hours.locator('dt')).toHaveText(firmProfile.openingHours.map((o) => o.label));
    await expect(hours.locator('dd')).toHaveText(firmProfile.openingHours.map((o) => formatHours(o)));
    await expect(hours.locator('dd').first()).toHaveText('8:30-12:30 e 14:30-19:00');

    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Cookie Policy', '/cookie-policy'],
      ['Termini di Servizio', '/termini-servizio'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await footer.getByRole('link', { name: 'Termini di Servizio', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termini di Servizio');
  });
});
