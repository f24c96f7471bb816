import { expect as baseExpect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { e2eAdmin, e2eClients } from './support/fixtures';
import {
  loginForm,
  passCodeStepAsAdmin,
  shownToast,
  signInWithForm,
  signInWithRequest,
} from './support/sign-in';
import { holdRequests } from './support/site';
import { test } from './support/test';

// The machine running the suite may be busy (two cores shared by builds and parallel workers):
// each step gets 15 s instead of 5 s, each test 60 s instead of 30 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.describe('the sign-in screen', () => {
  test('shows the brand panel, the secure-connection note and the card, and no registration', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page).toHaveTitle(/^Area Riservata \| /);
    const brand = page.getByRole('region', { name: 'Area Riservata' });
    await expect(brand.getByRole('heading', { level: 1 })).toHaveText('Area Riservata');
    await expect(brand).toContainText('Connessione sicura.');
    const { card, username, password, remember, submit } = loginForm(page);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Accesso clienti');
    await expect(card).toContainText(
      'Le credenziali di accesso vengono assegnate esclusivamente dallo studio: non è possibile registrarsi autonomamente.',
    );
    await expect(card.getByRole('link', { name: 'Contatta lo studio' })).toHaveAttribute('href', '/contatti');
    await expect(username).toHaveAttribute('autocomplete', 'username');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(remember).not.toBeChecked();
    await expect(submit).toBeEnabled();
    // The registration form exists in the code but is not offered here.
    await expect(page.getByLabel('Conferma password')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Registra/ })).toHaveCount(0);
    // The page starts with the focus on its heading.
    await expect(brand.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('shows the form at once while a leftover session is checked, and keeps it when there is none', async ({
    page,
    baseURL,
  }) => {
    // A leftover hint makes the page ask the server, whose answer is held back for a moment.
    await page.context().addCookies([{ name: 'signed_in', value: '1', url: baseURL! }]);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/user', async (route) => {
      await answered;
      await route.continue();
    });
    const asked = page.waitForRequest('**/api/user');
    await page.goto('/auth');
    await asked;
    // The page is prerendered with its form: nothing waits for the answer.
    await expect(loginForm(page).submit).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    const answerSeen = page.waitForResponse('**/api/user');
    answer();
    // The real server says there is no session: the form stays, and the hint is forgotten.
    expect((await answerSeen).status()).toBe(401);
    await expect(loginForm(page).submit).toBeVisible();
    await expect(page).toHaveURL('/auth');
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'signed_in'))
      .toBe(false);
  });

  test('shows each validation message under its field, tied to it, without calling the server', async ({
    page,
  }) => {
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) loginCalls++;
    });
    await page.goto('/auth');
    const { card, username, password, submit } = loginForm(page);

    await submit.click();
    await expect(username).toHaveAccessibleDescription('Username deve contenere almeno 3 caratteri');
    await expect(password).toHaveAccessibleDescription('Password deve contenere almeno 6 caratteri');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toBeFocused();

    // Spaces around the name do not count.
    await username.fill('  ab  ');
    await password.fill('12345');
    await submit.click();
    await expect(card.getByText('Username deve contenere almeno 3 caratteri', { exact: true })).toBeVisible();
    await expect(card.getByText('Password deve contenere almeno 6 caratteri', { exact: true })).toBeVisible();

    // Once the form has been submitted, fixing a field clears its message at once.
    await username.fill('abc');
    await expect(username).toHaveAttribute('aria-invalid', 'false');
    await expect(card.getByText('Username deve contenere almeno 3 caratteri')).toHaveCount(0);
    await expect(password).toHaveAccessibleDescription('Password deve contenere almeno 6 caratteri');
    await password.fill('123456');
    await expect(card.getByText('Password deve contenere almeno 6 caratteri')).toHaveCount(0);
    expect(loginCalls).toBe(0);
  });

  test('a wrong password shows "Accesso fallito" with the server message and asks for the password again', async ({
    page,
  }) => {
    const client = e2eClients.luca;
    await page.goto('/auth');
    const { username, password, submit } = loginForm(page);
    await username.fill(client.username);
    await password.fill('not-the-password');
    await submit.click();
    const toast = shownToast(page);
    await expect(toast).toHaveText(/^Accesso fallito\s*Credenziali non valide/);
    await expect(page).toHaveURL('/auth');
    await expect(username).toHaveValue(client.username);
    await expect(password).toHaveValue('');
    await expect(password).toBeFocused();
  });

  test('repeated failures show the server’s throttling message', async ({ page }) => {
    test.slow();
    // An unknown name is throttled like a real one, so no account is locked by this test.
    await page.goto('/auth');
    const { username, password, submit } = loginForm(page);
    await username.fill('nessuno.e2e');
    // Three free failures, then a block that doubles with each failure: try until the server refuses.
    let status = 0;
    for (let attempt = 1; attempt <= 12 && status !== 429; attempt++) {
      await password.fill('wrong-password');
      const response = page.waitForResponse('**/api/login');
      await submit.click();
      status = (await response).status();
    }
    expect(status).toBe(429);
    await expect(shownToast(page)).toHaveText(
      /^Accesso fallito\s*Troppi tentativi di accesso\. Riprova tra \d+ second[oi]\./,
    );
  });

  test('a client signs in: welcome toast, client area, header link', async ({ page }) => {
    const client = e2eClients.giulia;
    // The area the server drew is the one the person uses: hydrated, not drawn again over a mismatch,
    // so nothing done on it meanwhile is lost (e2e/support/test.ts checks every test for the error).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('h1');
      });
    });
    await page.goto('/servizi');
    await page.getByRole('banner').getByRole('link', { name: 'Area Riservata', exact: true }).click();
    await expect(page).toHaveURL('/auth');
    const { username, password } = loginForm(page);
    await username.fill(client.username);
    await password.fill(client.password);
    // The keyboard is enough: Enter submits.
    await password.press('Enter');
    await expect(page).toHaveURL('/area-clienti');
    await expect(shownToast(page)).toHaveText(
      new RegExp(`^Accesso effettuato\\s*Benvenuto, ${client.fullName}!`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Area Clienti');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(
      await page.evaluate(
        () => (window as { drawnHeading?: Element | null }).drawnHeading === document.querySelector('h1'),
      ),
    ).toBe(true);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Area Clienti', exact: true }),
    ).toBeVisible();
    // Back does not return to the form: /auth was replaced.
    await page.goBack();
    await expect(page).toHaveURL('/servizi');
  });

  test('what is typed and sent before the form’s script arrives is kept and sent once it has', async ({
    page,
  }) => {
    const client = e2eClients.giulia;
    // The sign-in island's code is held back until the visitor has typed and pressed Enter.
    const release = await holdRequests(page, '**/assets/sign-in-screen-*.js');
    await page.goto('/auth');
    const { username, password } = loginForm(page);
    await username.fill(client.username);
    await password.fill(client.password);
    await password.press('Enter');
    // Not sent the browser's way: no GET with the password in the address.
    await expect(page).toHaveURL('/auth');
    release();
    await expect(page).toHaveURL('/area-clienti');
  });

  test('keys pressed while the form comes to life are kept with what was typed before', async ({ page }) => {
    const client = e2eClients.giulia;
    // The runtime puts back what was typed once the island's effects ran, a frame after hydration: frames are
    // held here so that keys pressed in that window are certain, not a matter of a phone's speed.
    await page.addInitScript(() => {
      const w = window as unknown as {
        heldFrames?: FrameRequestCallback[];
        raf: typeof requestAnimationFrame;
      };
      w.raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) =>
        w.heldFrames ? w.heldFrames.push(callback) : w.raf(callback);
    });
    const release = await holdRequests(page, '**/assets/sign-in-screen-*.js');
    await page.goto('/auth');
    const { username, password, submit } = loginForm(page);
    await username.fill(client.username.slice(0, 4));
    await page.evaluate(() => {
      (window as unknown as { heldFrames: FrameRequestCallback[] }).heldFrames = [];
    });
    release();
    await expect(page.locator('[data-island]', { has: username })).toHaveAttribute('data-hydrated', 'true');
    await username.pressSequentially(client.username.slice(4));
    await page.evaluate(() => {
      const w = window as unknown as {
        heldFrames?: FrameRequestCallback[];
        raf: typeof requestAnimationFrame;
      };
      const held = w.heldFrames ?? [];
      w.heldFrames = undefined;
      for (const callback of held) w.raf(callback);
    });
    await password.fill(client.password);
    await expect(username).toHaveValue(client.username);
    await submit.click();
    await expect(page).toHaveURL('/area-clienti');
  });

  test('a form sent before even the islands runtime arrived is held, then sent with what was typed', async ({
    page,
  }) => {
    const client = e2eClients.giulia;
    // On a slow phone the runtime comes well after the first paint: the page's loader must hold the form meanwhile.
    const release = await holdRequests(page, '**/assets/islands-*.js');
    await page.goto('/auth');
    const { username, password, submit } = loginForm(page);
    await username.fill(client.username);
    await password.fill(client.password);
    await submit.click();
    await expect(page).toHaveURL('/auth');
    release();
    await expect(page).toHaveURL('/area-clienti');
  });

  test('a tap on ‘Ricordami’ before even the islands runtime arrived ticks it once it has', async ({
    page,
  }) => {
    const release = await holdRequests(page, '**/assets/islands-*.js');
    await page.goto('/auth');
    const remember = page.getByRole('checkbox', { name: 'Ricordami' });
    await remember.click();
    await expect(remember).not.toBeChecked();
    release();
    await expect(remember).toBeChecked();
  });

  test('a field focused before the page’s script arrives brings the form to life once it has', async ({
    page,
  }) => {
    // The islands' runtime comes after the first paint: on a slow phone the visitor may be in a field first.
    const release = await holdRequests(page, '**/assets/islands-*.js');
    await page.goto('/auth');
    const { username } = loginForm(page);
    await username.focus();
    release();
    await expect(page.locator('[data-island]', { has: username })).toHaveAttribute('data-hydrated', 'true');
  });

  test('a signed-in user who opens /auth goes to /area-clienti', async ({ page }) => {
    await page.goto('/');
    await signInWithRequest(page, e2eClients.giulia);
    await page.goto('/auth');
    await expect(page).toHaveURL('/area-clienti');
    await expect(page.getByRole('main').getByText(`Benvenuto, ${e2eClients.giulia.fullName}!`)).toBeVisible();
  });

  test('after signing in, the visitor returns to the protected page that sent them to /auth', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/auth');
    const { username, password, submit } = loginForm(page);
    await username.fill(e2eAdmin.username);
    await password.fill(e2eAdmin.password);
    await submit.click();
    await passCodeStepAsAdmin(page);
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pannello di Amministrazione');
  });
});

test.describe('the remember box', () => {
  async function sessionCookie(page: import('@playwright/test').Page) {
    const cookies = await page.context().cookies();
    return {
      session: cookies.find((c) => c.name === 'sid'),
      hint: cookies.find((c) => c.name === 'signed_in'),
    };
  }

  test('unticked: the session ends with the browser (no expiry on the cookies)', async ({ page }) => {
    await signInWithForm(page, e2eClients.mario);
    const { session, hint } = await sessionCookie(page);
    expect(session?.expires).toBe(-1);
    expect(hint?.expires).toBe(-1);
  });

  test('ticked: the session cookie lasts 30 days', async ({ page }) => {
    const before = Date.now() / 1000;
    await signInWithForm(page, e2eClients.mario, { remember: true });
    const { session, hint } = await sessionCookie(page);
    const thirtyDays = 30 * 24 * 60 * 60;
    expect(session?.expires).toBeGreaterThanOrEqual(before + thirtyDays - 5);
    expect(session?.expires).toBeLessThanOrEqual(Date.now() / 1000 + thirtyDays + 5);
    expect(hint?.expires).toBeCloseTo(session!.expires, -1);
  });

  test('can be ticked with the keyboard', async ({ page }) => {
    await page.goto('/auth');
    const { password, remember } = loginForm(page);
    await password.focus();
    await page.keyboard.press('Tab');
    await expect(remember).toBeFocused();
    await page.keyboard.press('Space');
    await expect(remember).toBeChecked();
    await expect(remember).toHaveAccessibleDescription(/Resta connesso per 30 giorni/);
  });
});

test.describe('accessibility', () => {
  // axe is injected as an inline script, which the site's CSP rightly forbids.
  test.use({ bypassCSP: true });

  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    test(`/auth has no axe violations at ${label} width, also with the validation messages`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/auth');
      const { submit } = loginForm(page);
      await expect(submit).toBeVisible();
      await expectNoAxeViolations(page);
      await submit.click();
      await expect(page.getByText('Password deve contenere almeno 6 caratteri')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
