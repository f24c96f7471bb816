import { expect, type Page } from '@playwright/test';

/**
 * A passkey device for this tab through the DevTools protocol: it answers at
 * once, as a phone would after the fingerprint. `isUserVerified: false` plays
 * a user who cancels (the portal requires the fingerprint, face or PIN).
 */
export async function addVirtualAuthenticator(page: Page, options: { isUserVerified?: boolean } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: options.isUserVerified ?? true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/** The profile's 'Passkey' section and its controls. */
export async function openPasskeys(page: Page) {
  await page.goto('/area-clienti');
  await page.getByRole('tab', { name: 'Profilo' }).click();
  const section = page.getByRole('region', { name: 'Passkey' });
  await expect(section).toBeVisible({ timeout: 20_000 });
  return {
    section,
    list: section.getByRole('list', { name: 'Le tue passkey' }),
    name: section.getByRole('textbox', { name: 'Nome della nuova passkey' }),
    add: section.getByRole('button', { name: 'Aggiungi passkey' }),
  };
}

export const passkeyButton = (page: Page) => page.getByRole('button', { name: 'Accedi con passkey' });

/** The 'Conferma che sei tu' dialog a new passkey asks for, answered with the password. */
export async function confirmWithPassword(page: Page, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Conferma che sei tu' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('La tua password').fill(password);
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(dialog).toBeHidden();
}

/** Adds a passkey from the profile, confirming with the password as the dialog asks. */
export async function addPasskeyFromProfile(page: Page, password: string, name: string) {
  const passkeys = await openPasskeys(page);
  await passkeys.name.fill(name);
  await passkeys.add.click();
  await confirmWithPassword(page, password);
  await expect(passkeys.list.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  return passkeys;
}
