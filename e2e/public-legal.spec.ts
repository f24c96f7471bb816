import { expect } from '@playwright/test';
import { firmProfile, fullAddress } from '../common/firm-profile';
import { cookieSettings } from './support/site';
import { test } from './support/test';

const privacySections = [
  '1. Titolare del trattamento',
  '2. Tipologie di dati trattati',
  '3. Finalità e basi giuridiche del trattamento',
  '4. Modalità del trattamento',
  '5. Responsabili del trattamento',
  '6. Destinatari dei dati',
  '7. Trasferimento dei dati extra UE',
  '8. Periodo di conservazione',
  "9. Diritti dell'interessato",
  '10. Sicurezza dei dati',
  '11. Processi decisionali automatizzati',
  "12. Aggiornamenti dell'informativa",
];

for (const path of ['/privacy', '/privacy-policy']) {
  test(`${path} shows the privacy notice with its 12 sections and the GDPR art. 13 contents`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Informativa sulla Privacy');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(privacySections);

    const section = (n: number) => main.getByRole('region', { name: privacySections[n - 1] });
    await expect(section(1)).toContainText(`${firmProfile.legalName}, con sede legale in ${fullAddress}`);
    await expect(section(1).getByRole('link', { name: firmProfile.email })).toHaveAttribute(
      'href',
      `mailto:${firmProfile.email}`,
    );
    await expect(section(1).getByRole('link', { name: firmProfile.pec })).toHaveAttribute(
      'href',
      `mailto:${firmProfile.pec}`,
    );
    await expect(section(3)).toContainText('art. 6, par. 1, lett. b GDPR');
    await expect(section(3)).toContainText('obbligo legale (art. 6, par. 1, lett. c)');
    await expect(section(3)).toContainText('solo con il tuo consenso (art. 6, par. 1, lett. a)');
    await expect(section(6)).toContainText('Agenzia delle Entrate');
    await expect(section(7)).toContainText('artt. 44-49 GDPR');
    await expect(section(8)).toContainText(
      'Documenti contabili e fiscali e dati relativi ai rapporti di lavoro: 10 anni',
    );
    await expect(section(8)).toContainText(
      "fino alla revoca del consenso o, al più tardi, 24 mesi dopo l'ultimo contatto",
    );
    await expect(section(9)).toContainText(
      'proporre reclamo al Garante per la protezione dei dati personali',
    );
    const garante = section(9).getByRole('link', {
      name: 'www.garanteprivacy.it (si apre in una nuova scheda)',
    });
    await expect(garante).toHaveAttribute('href', 'https://www.garanteprivacy.it/');
    await expect(garante).toHaveAttribute('rel', 'noopener noreferrer');
  });
}

test('the cookie policy lists the technical cookies, no analytics and the map', async ({ page }) => {
  await page.goto('/cookie-policy');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
  await expect(main).toContainText('Ultimo aggiornamento: 01/06/2023');

  const technical = main.getByRole('region', { name: 'Cookie tecnici' });
  await expect(technical.getByRole('heading', { level: 3 })).toHaveText([
    'sid (sul sito pubblicato: __Host-sid)',
    'signed_in',
    'browser_id (sul sito pubblicato: __Host-browser_id)',
    'cookie-choice (memoria locale del browser)',
  ]);
  await expect(technical).toContainText('HttpOnly');
  await expect(technical).toContainText('6 mesi: poi la scelta ti viene chiesta di nuovo.');

  await expect(main.getByRole('region', { name: 'Cookie analitici' })).toContainText(
    'Al momento il sito non utilizza cookie analitici',
  );
  const thirdParty = main.getByRole('region', { name: 'Servizi di terze parti' });
  await expect(thirdParty).toContainText('mappa fornita da OpenStreetMap');
  await expect(thirdParty.getByRole('link', { name: 'Contatti', exact: true })).toHaveAttribute(
    'href',
    '/contatti',
  );
  await expect(
    thirdParty.getByRole('link', { name: /privacy policy della OpenStreetMap Foundation/ }),
  ).toHaveAttribute('href', 'https://osmfoundation.org/wiki/Privacy_Policy');
});

test('the cookie policy opens the cookie settings', async ({ page }) => {
  await page.goto('/cookie-policy');
  const button = page.getByRole('button', { name: 'Modifica le preferenze cookie', exact: true });
  // One click, even before the island wakes: the islands runtime replays it once the code is there
  // (a retry loop would click again on the dialog's overlay while a slow machine hydrates).
  await button.click();
  await expect(cookieSettings(page)).toBeVisible();
});

test('the terms of service cover the site and the reserved area', async ({ page }) => {
  await page.goto('/termini-servizio');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Termini di Servizio');
  await expect(main).toContainText('Ultimo aggiornamento: 01/06/2023');
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(11);
  await expect(main.getByRole('region', { name: '2. Gestore del sito' })).toContainText(
    `${firmProfile.legalName}, ${firmProfile.legalForm}, con sede legale in ${fullAddress}`,
  );
  await expect(main.getByRole('region', { name: '4. Area riservata' })).toContainText(
    'Le credenziali sono assegnate esclusivamente dallo Studio ai propri clienti: non è possibile registrarsi in autonomia.',
  );
  await expect(main.getByRole('link', { name: 'Informativa sulla Privacy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
});
