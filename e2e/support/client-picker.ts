import { expect, type Locator } from '@playwright/test';

/**
 * Chooses a client in a ClientPicker combobox as a person would: types the
 * username, then picks the offered option. The field then shows
 * 'Nome Cognome (username)'.
 */
export async function pickClient(combobox: Locator, client: { fullName: string; username: string }) {
  await combobox.fill(client.username);
  const option = combobox
    .page()
    .getByRole('option')
    .filter({ hasText: client.username })
    .filter({ hasText: client.fullName });
  await option.first().click();
  await expect(combobox).toHaveValue(`${client.fullName} (${client.username})`);
}
