import { expect, type Locator } from '@playwright/test';

/**
 * Chooses a client in a ClientPicker combobox as a person would: types the
 * username, then picks the offered option, and the field shows 'Nome Cognome
 * (username)'. With null, where the picker offers it, 'Tutti i clienti'.
 */
export async function pickClient(combobox: Locator, client: { fullName: string; username: string } | null) {
  const page = combobox.page();
  if (client === null) {
    await combobox.focus();
    await combobox.press('ArrowDown');
    await page.getByRole('option', { name: 'Tutti i clienti' }).click();
    await expect(combobox).toHaveValue('');
    return;
  }
  await combobox.fill(client.username);
  const option = page
    .getByRole('option')
    .filter({ hasText: client.username })
    .filter({ hasText: client.fullName });
  await option.first().click();
  await expect(combobox).toHaveValue(`${client.fullName} (${client.username})`);
}
