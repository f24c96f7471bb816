import { expect, type Locator, type Page } from '@playwright/test';
import { firmProfile } from '../common/firm-profile';
import { scrollThrough } from './support/public-pages';
import { test } from './support/test';

/** Follows a link inside the page's main content and checks where it lands. */
async function follow(page: Page, link: Locator, path: string, heading: string) {
  await expect(link).toHaveAttribute('href', path);
  await link.click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

async function expectLoadedIllustration(
  image: Locator,
  width: number,
  height: number,
  loading: 'lazy' | 'eager',
) {
  await expect(image).toHaveAttribute('loading', loading);
  await expect(image).toHaveAttribute('decoding', 'async');
  await expect(image).toHaveAttribute('width', String(width));
  await expect(image).toHaveAttribute('height', String(height));
  await expect(image).toHaveAttribute('src', /^\/assets\/[\w-]+\.svg$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(width);
}

test.describe('home page', () => {
  test('has the hero with its subtitle and both buttons', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Competenza e Professionalità al Vostro Servizio',
    );
    await expect(main).toContainText(
      'Soluzioni personalizzate in ambito fiscale, contabile e tributario per aziende, professionisti e privati',
    );
    await expect(main.getByRole('link', { name: 'Contattaci', exact: true })).toHaveAttribute(
      'href',
      '/contatti',
    );
    await follow(
      page,
      main.getByRole('link', { name: 'Scopri i Nostri Servizi', exact: true }),
      '/servizi',
      'I Nostri Servizi',
    );
    await page.goBack();
    await follow(page, main.getByRole('link', { name: 'Contattaci', exact: true }), '/contatti', 'Contatti');
  });

  test("has 'Perché Scegliere' with its three cards", async ({ page }) => {
    await page.goto('/');
    const why = page.getByRole('region', { name: `Perché Scegliere ${firmProfile.brandName}` });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'Esperienza',
      'Professionalità',
      'Sicurezza',
    ]);
    const cards = why.getByRole('listitem');
    await expect(cards.nth(0)).toContainText('consulenza fiscale, contabile e tributaria');
    await expect(cards.nth(1)).toContainText('approccio rigoroso e competente');
    await expect(cards.nth(2)).toContainText('Massima riservatezza e sicurezza');
  });

  test('leads to the about and services pages, beside an illustration of the office', async ({ page }) => {
    await page.goto('/');
    const studio = page.getByRole('region', { name: 'Uno studio al vostro fianco' });
    await scrollThrough(page);
    // Decorative here: the text beside it says it all.
    const image = studio.locator('img');
    await expect(image).toHaveAttribute('alt', '');
    // Below the first screen at every width.
    await expectLoadedIllustration(image, 480, 320, 'lazy');
    await follow(
      page,
      studio.getByRole('link', { name: 'Scopri di più su di noi', exact: true }),
      '/chi-siamo',
      'Chi Siamo',
    );
    await page.goBack();
    await follow(
      page,
      studio.getByRole('link', { name: 'Esplora i nostri servizi', exact: true }),
      '/servizi',
      'I Nostri Servizi',
    );
  });
});

test.describe('about page', () => {
  test('describes the firm and its seat', async ({ page }) => {
    await page.goto('/chi-siamo');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Chi Siamo');
    await expect(main).toContainText(
      `${firmProfile.brandName} è uno studio di consulenza fiscale, contabile e tributaria con sede a ${firmProfile.address.city}, in provincia di Bergamo.`,
    );
    await expect(main).toContainText('servizi di alta qualità, personalizzati');
    await expect(main).toContainText('un rapporto di fiducia duraturo');
  });

  test('shows the founder card with the role and an office image', async ({ page }) => {
    await page.goto('/chi-siamo');
    const founder = page.getByRole('region', { name: 'Il Fondatore' });
    await expect(founder.getByRole('heading', { level: 3 })).toHaveText(firmProfile.founder.name);
    await expect(founder.getByText('Fondatore e Titolare', { exact: true })).toBeVisible();
    const image = founder.getByRole('img');
    await expect(image).toHaveAccessibleName(/^L'ufficio dello studio a Osio Sotto/);
    await scrollThrough(page);
    // On the first screen of a desktop.
    await expectLoadedIllustration(image, 480, 320, 'eager');
  });

  test("has 'La Nostra Missione' with its three cards", async ({ page }) => {
    await page.goto('/chi-siamo');
    const mission = page.getByRole('region', { name: 'La Nostra Missione' });
    await expect(mission.getByRole('heading', { level: 3 })).toHaveText([
      'Professionalità',
      'Competenza',
      'Affidabilità',
    ]);
  });
});
