import { expect } from '@playwright/test';
import { scrollThrough } from './support/public-pages';
import { test } from './support/test';

const services = [
  {
    title: 'Consulenza Fiscale',
    items: [
      'Dichiarazioni dei redditi',
      'Dichiarazioni IVA',
      'Consulenza fiscale personalizzata',
      'Pianificazione fiscale',
    ],
  },
  {
    title: 'Consulenza Contabile',
    items: [
      'Tenuta della contabilità',
      'Bilanci e report economico-finanziari',
      'Registrazione delle fatture',
      'Supporto nella gestione amministrativa',
    ],
  },
  {
    title: 'Consulenza Tributaria',
    items: [
      'Assistenza tributaria',
      'Contenzioso tributario',
      'Ravvedimenti operosi',
      'Interpelli e consulenze specialistiche',
    ],
  },
];

const customServices = [
  'Analisi di bilancio',
  'Business plan',
  'Pianificazione fiscale',
  'Due diligence',
  'Dichiarazione dei redditi',
  'Successioni e donazioni',
  'Consulenza immobiliare',
  'Pianificazione patrimoniale',
];

const tools = [
  ['ANPR - Anagrafe Nazionale', 'https://www.anagrafenazionale.interno.it/'],
  ['Registro Nazionale Aiuti di Stato', 'https://www.rna.gov.it/'],
  ['Impresa in un giorno', 'https://www.impresainungiorno.gov.it/'],
  ['GSE - Portale Autoconsumo', 'https://www.autoconsumo.gse.it/'],
  ['GSE - Area Clienti', 'https://areaclienti.gse.it/'],
  ['ENEA - Detrazioni Fiscali', 'https://detrazionifiscali.enea.it/'],
  ['Regione Lombardia - Bandi e Servizi', 'https://www.bandi.regione.lombardia.it/'],
  ['Fatture e Corrispettivi', 'https://ivaservizi.agenziaentrate.gov.it/portale/'],
  ['Portale Cloud TS Digital', 'https://app.tsdigital.it/'],
  ['Visualizzatore Fatture Firmate', 'https://vol.ca.notariato.it/'],
  ['PEC - Accesso Webmail', 'https://webmail.pec.it/'],
] as const;

test.describe('services page', () => {
  test('shows the three services with image, bullet list and a link to the contact page', async ({
    page,
  }) => {
    await page.goto('/servizi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('I Nostri Servizi');
    await scrollThrough(page);
    for (const service of services) {
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2, name: service.title }) });
      await expect(card.getByRole('listitem')).toHaveText(service.items);
      const image = card.getByRole('img');
      await expect(image).toHaveAccessibleName(/.{20,}/);
      // On the first screen from tablets up.
      await expect(image).toHaveAttribute('loading', 'eager');
      await expect(image).toHaveAttribute('width', '480');
      await expect(image).toHaveAttribute('height', '300');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
      const more = card.getByRole('link', { name: `Maggiori informazioni su ${service.title}`, exact: true });
      await expect(more).toHaveAttribute('href', '/contatti');
      await expect(more).toContainText('Maggiori informazioni');
    }
    await page.getByRole('link', { name: 'Maggiori informazioni su Consulenza Tributaria' }).click();
    await expect(page).toHaveURL('/contatti');
  });

  test("has the call to action and the 'Servizi Personalizzati' section", async ({ page }) => {
    await page.goto('/servizi');
    const custom = page.getByRole('region', { name: 'Servizi Personalizzati' });
    await expect(custom.getByRole('heading', { level: 3 })).toHaveText(customServices);

    const cta = page.getByRole('region', { name: 'Hai bisogno di una consulenza?' });
    const button = cta.getByRole('link', { name: 'Contattaci ora', exact: true });
    await expect(button).toHaveAttribute('href', '/contatti');
    await button.click();
    await expect(page).toHaveURL('/contatti');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contatti');
  });
});

test.describe('useful tools page', () => {
  test('lists the 11 tools, each opening its official site in a new tab', async ({ page }) => {
    await page.goto('/utilita');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strumenti Utili');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(11);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(tools.map(([title]) => title));
    for (const [i, [title, url]] of tools.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('paragraph').first()).toHaveText(/.{40,}/);
      const link = card.getByRole('link');
      await expect(link).toHaveAccessibleName(`Accedi a ${title} (si apre in una nuova scheda)`);
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(card).toContainText(new URL(url).hostname);
    }
  });

  test('ends with a box that leads to the contact page', async ({ page }) => {
    await page.goto('/utilita');
    const box = page.getByRole('region', { name: 'Hai bisogno di aiuto?' });
    await expect(box).toContainText('siamo a tua disposizione');
    await box.getByRole('link', { name: 'Contattaci', exact: true }).click();
    await expect(page).toHaveURL('/contatti');
  });
});
