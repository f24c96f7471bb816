import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN_RECOVERY_CODES, e2eAdminRecoveryCode } from './fixtures';

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
  if (options.remember) {
    // A tap that comes before the sign-in island's code is lost (issue 25 is about that); filling
    // the fields wakes it, and the box is ticked once it is awake.
    await expect(page.locator('[data-island="sign-in"]')).toHaveAttribute('data-hydrated', 'true');
    await form.remember.check();
  }
  await form.submit.click();
  await expect(page).toHaveURL('/area-clienti', { timeout: 15_000 });
}

const CODES_PER_WORKER = 200;
let codesUsed = 0;

/**
 * An unused recovery code of the e2e admin: each worker (a replaced worker has
 * a new index) draws from its own range, so parallel specs never collide and
 * never fail a code step (failures would throttle the account).
 */
export function nextAdminRecoveryCode(): string {
  const index = test.info().workerIndex * CODES_PER_WORKER + codesUsed++;
  if (codesUsed > CODES_PER_WORKER || index >= E2E_ADMIN_RECOVERY_CODES) {
    throw new Error('out of seeded admin recovery codes');
  }
  return e2eAdminRecoveryCode(index);
}

/**
 * Signs in with same-origin requests from the page, as the form sends them;
 * faster when the form is not under test. An account with a second factor
 * (the e2e admin) passes the code step with a recovery code.
 */
export async function signInWithRequest(page: Page, credentials: Credentials): Promise<void> {
  const post = (url: string, data: object) =>
    page.evaluate(
      async ({ url, data }) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(data),
          credentials: 'include',
        });
        return res.status;
      },
      { url, data },
    );
  let status = await post('/api/login', credentials);
  if (status === 202) status = await post('/api/login/second-factor', { code: nextAdminRecoveryCode() });
  expect(status).toBe(200);
}

/** The same, on an API context of its own (its own cookie jar), as a second device would. */
export async function signInApi(request: APIRequestContext, credentials: Credentials): Promise<void> {
  let res = await request.post('/api/login', { data: credentials });
  if (res.status() === 202) {
    res = await request.post('/api/login/second-factor', { data: { code: nextAdminRecoveryCode() } });
  }
  expect(res.status(), await res.text()).toBe(200);
}

/** The toast on screen (at most one is shown). */
export function shownToast(page: Page) {
  return page.getByRole('region', { name: /^Notifiche/ }).getByRole('listitem');
}

/** A toast's title and description as one pattern (they read as one text). */
export function toastText(title: string, description: string): RegExp {
  const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal(title)}\\s*${literal(description)}`);
}

/** The code step of the /auth form, passed as the e2e admin with one of their recovery codes. */
export async function passCodeStepAsAdmin(page: Page) {
  await page.getByRole('button', { name: 'Usa un codice di recupero' }).click();
  await page.getByLabel('Codice di recupero').fill(nextAdminRecoveryCode());
  await page.getByRole('button', { name: 'Verifica', exact: true }).click();
}
