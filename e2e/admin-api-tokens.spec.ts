import { expect, request } from '@playwright/test';
import { addDays, formatCalendarDate, romeToday } from '../common/calendar-date';
import { pdfFile } from '../test/support/document-fixtures';
import { createUserViaApi, newClient, signInAsAdmin, uniqueTag, uniqueTaxIds } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { e2eAdmin } from './support/fixtures';
import { shownToast } from './support/sign-in';
import { test } from './support/test';

test.use({ bypassCSP: true, timezoneId: 'Europe/Rome' });

test('the firm creates a token after giving the password again, its software delivers a document with it, and the token is revoked', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const { codiceFiscale } = uniqueTaxIds();
  const client = await createUserViaApi(page, { ...newClient(uniqueTag('gestionale')), codiceFiscale });
  const name = uniqueTag('Gestionale paghe');

  await page.goto('/admin?scheda=token');
  const section = page.getByRole('region', { name: 'Token di accesso' });
  await section.getByRole('textbox', { name: 'Nome' }).fill(name);
  await expect(section.getByRole('checkbox', { name: /^Consegnare documenti ai clienti/ })).toBeChecked();
  await section.getByRole('checkbox', { name: /^Elencare i documenti consegnati/ }).click();
  // Every token ends: the default is shown, a year at most is offered.
  const expiry = section.getByRole('combobox', { name: 'Scadenza' });
  const lastDay = addDays(romeToday(), 90);
  await expect(expiry).toHaveValue(lastDay);
  await expect(expiry.locator('option:checked')).toHaveText(
    `90 giorni (fino al ${formatCalendarDate(lastDay)})`,
  );
  await expect(expiry.locator('option').last()).toHaveText(
    `1 anno (fino al ${formatCalendarDate(addDays(romeToday(), 365))})`,
  );
  await section.getByRole('button', { name: 'Crea token' }).click();

  // A session alone makes no token: the password again, as for a passkey; what was typed stays.
  const confirm = page.getByRole('dialog', { name: 'Conferma che sei tu' });
  await expect(confirm).toContainText('prima di crearlo inserisci la tua password');
  await expectNoAxeViolations(page);
  await confirm.getByLabel('La tua password').fill(e2eAdmin.password);
  await confirm.getByRole('button', { name: 'Conferma' }).click();
  await expect(confirm).toBeHidden();

  const created = section.getByRole('region', { name: 'Token creato: copialo ora, non sarà più mostrato' });
  await expect(created.getByRole('heading')).toBeFocused();
  const token = (await created.locator('code').textContent()) ?? '';
  expect(token).toMatch(/^stdp_/);
  await expect(created.locator('pre')).toContainText(`Authorization: Bearer ${token}`);
  await expectNoAxeViolations(page);
  const row = section.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row.getByRole('cell').nth(2)).toHaveText(`fino al ${formatCalendarDate(lastDay)}`);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Mai usato');
  await expect(row.getByRole('cell').nth(4)).toHaveText('Attivo');

  // The firm's software: no cookie, only the token.
  const software = await request.newContext({ baseURL });
  const delivered = await software.post('/api/v1/documents', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title: 'Cedolino novembre 2026',
      category: 'buste-paga-lavoro',
      codiceFiscale,
      file: { name: 'cedolino.pdf', mimeType: 'application/pdf', buffer: pdfFile('Cedolino') },
    },
  });
  expect(delivered.status(), await delivered.text()).toBe(201);
  expect((await delivered.json()).userId).toBe(client.id);

  await page.reload();
  await expect(row.getByRole('cell').nth(3)).not.toHaveText('Mai usato');
  await row.getByRole('button', { name: `Revoca il token ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoca token' }).click();
  await expect(shownToast(page)).toContainText('Token revocato');
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^Revocato il /);
  const refused = await software.get('/api/v1/documents', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
  await software.dispose();
});
