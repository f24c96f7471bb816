import { expect, type Page } from '@playwright/test';

interface Credentials {
  username: string;
  password: string;
}

/** The /auth form's controls. */
export function loginForm(page: Page) {
  const card = page.getByRole('region', { name: 'Accesso clienti' });
  return {
    card,
    username: card.getByRole('textbox', { name: 'Username' }),
    password: card.getByLabel('Password', { exact: true }),
    remember: card.getByRole('checkbox', { name: 'Ricordami' }),
    submit: card.getByRole('button', { name: 'Accedi', exact: true }),
  };
}

/** Signs in through the /auth form and waits for the client area. */
export async function signInWithForm(
  page: Page,
  credentials: Credentials,
  options: { remember?: boolean } = {},
) {
  await page.goto('/auth');
  const form = loginForm(page);
  await form.username.fill(credentials.username);
  await form.password.fill(credentials.password);
  if (options.remember) await form.remember.check();
  await form.submit.click();
  await expect(page).toHaveURL('/area-clienti', { timeout: 15_000 });
}

/** Signs in with a same-origin request from the page, as the form sends it; faster when the form is not under test. */
export async function signInWithRequest(page: Page, credentials: Credentials): Promise<void> {
  const status = await page.evaluate(async (body) => {
    const res = await fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
    });
    return res.status;
  }, credentials);
  expect(status).toBe(200);
}

/** The toast on screen (at most one is shown). */
export function shownToast(page: Page) {
  return page.getByRole('region', { name: /^Notifiche/ }).getByRole('listitem');
}
