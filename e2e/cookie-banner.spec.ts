import { expect, type Page } from '@playwright/test';
import { e2eClients } from './support/fixtures';
import { signInWithRequest } from './support/sign-in';
import {
  arriveWithStoredChoice,
  COOKIE_CHOICE_KEY,
  cookieBanner,
  cookieSettings,
  holdRequests,
  openSettingsFromFooter,
  readStoredChoice,
  scrollToY,
} from './support/site';
import { test } from './support/test';

interface StoredChoice {
  necessary: boolean;
  analytics: boolean;
  savedAt: string;
}

async function expectStoredChoice(page: Page, analytics: boolean, since: number): Promise<void> {
  const raw = await readStoredChoice(page);
  expect(raw).not.toBeNull();
  const choice = JSON.parse(raw as string) as StoredChoice;
  expect(Object.keys(choice).sort()).toEqual(['analytics', 'necessary', 'savedAt']);
  expect(choice.necessary).toBe(true);
  expect(choice.analytics).toBe(analytics);
  expect(choice.savedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  const savedAt = Date.parse(choice.savedAt);
  expect(savedAt).toBeGreaterThanOrEqual(since - 1000);
  expect(savedAt).toBeLessThanOrEqual(Date.now() + 1000);
}

/** After a reload: hydrated, the banner stays away and the dialog shows the saved choice. */
async function expectRememberedChoice(page: Page, analytics: boolean): Promise<void> {
  await page.reload();
  await openSettingsFromFooter(page);
  await expect(cookieBanner(page)).toBeHidden();
  const box = cookieSettings(page).getByRole('checkbox', { name: 'Cookie analitici' });
  if (analytics) await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
  await cookieSettings(page).getByRole('button', { name: 'Annulla', exact: true }).click();
  await expect(cookieSettings(page)).toBeHidden();
}

function monthsAgo(months: number, extraDays = 0): string {
  const d = new Date();
  d.setMonth(d.getMonth() - months);
  d.setDate(d.getDate() - extraDays);
  return d.toISOString();
}

test('a first visit shows the banner with three equal choices, a close X and the policy link', async ({
  page,
}) => {
  await page.goto('/');
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  await expect(banner).toHaveCSS('position', 'fixed');
  await expect(banner.getByRole('button')).toHaveText(['Accetta tutti', 'Personalizza', 'Rifiuta', '']);
  await expect(banner.getByRole('link', { name: 'Cookie Policy', exact: true })).toHaveAttribute(
    'href',
    '/cookie-policy',
  );
  await expect(banner.getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' })).toBeVisible();

  // "Rifiuta" exactly as prominent as "Accetta tutti".
  const accept = banner.getByRole('button', { name: 'Accetta tutti', exact: true });
  const reject = banner.getByRole('button', { name: 'Rifiuta', exact: true });
  expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
  const [a, r] = await Promise.all([accept.boundingBox(), reject.boundingBox()]);
  expect(r?.height).toBe(a?.height);
  for (const prop of ['background-color', 'color', 'font-size', 'font-weight']) {
    await expect(reject).toHaveCSS(
      prop,
      await accept.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop),
    );
  }
  expect(await readStoredChoice(page)).toBeNull();
});

test('scrolling is not consent', async ({ page }) => {
  await page.goto('/');
  await expect(cookieBanner(page)).toBeVisible();
  await scrollToY(page, 100_000);
  // The end of the page stays readable above the banner.
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Preferenze cookie' }),
  ).toBeInViewport();
  await page.mouse.wheel(0, -300);
  await expect(cookieBanner(page)).toBeVisible();
  expect(await readStoredChoice(page)).toBeNull();
});

test('"Accetta tutti" saves analytics on and is remembered', async ({ page }) => {
  const since = Date.now();
  await page.goto('/');
  await cookieBanner(page).getByRole('button', { name: 'Accetta tutti', exact: true }).click();
  await expect(cookieBanner(page)).toBeHidden();
  await expectStoredChoice(page, true, since);
  await expectRememberedChoice(page, true);
});

test('"Rifiuta" saves analytics off and is remembered', async ({ page }) => {
  const since = Date.now();
  await page.goto('/');
  await cookieBanner(page).getByRole('button', { name: 'Rifiuta', exact: true }).click();
  await expect(cookieBanner(page)).toBeHidden();
  await expectStoredChoice(page, false, since);
  await expectRememberedChoice(page, false);
});

test('closing the banner with the X refuses', async ({ page }) => {
  const since = Date.now();
  await page.goto('/');
  await cookieBanner(page).getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' }).click();
  await expect(cookieBanner(page)).toBeHidden();
  await expectStoredChoice(page, false, since);
  await expectRememberedChoice(page, false);
});

test('"Personalizza" opens the settings; "Annulla" saves nothing', async ({ page }) => {
  await page.goto('/');
  await cookieBanner(page).getByRole('button', { name: 'Personalizza', exact: true }).click();
  const dialog = cookieSettings(page);
  await expect(dialog).toBeVisible();
  const necessary = dialog.getByRole('checkbox', { name: 'Cookie necessari' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: 'Cookie analitici' })).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Salva preferenze', exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Annulla', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(cookieBanner(page)).toBeVisible();
  expect(await readStoredChoice(page)).toBeNull();
});

test('saving the settings stores the chosen preferences and closes dialog and banner', async ({ page }) => {
  const since = Date.now();
  await page.goto('/');
  await cookieBanner(page).getByRole('button', { name: 'Personalizza', exact: true }).click();
  const dialog = cookieSettings(page);
  await dialog.getByRole('checkbox', { name: 'Cookie necessari' }).click({ force: true });
  await expect(dialog.getByRole('checkbox', { name: 'Cookie necessari' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Cookie analitici' }).check();
  await dialog.getByRole('button', { name: 'Salva preferenze', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(cookieBanner(page)).toBeHidden();
  await expectStoredChoice(page, true, since);
  await expectRememberedChoice(page, true);
});

test('"Preferenze cookie" in the footer reopens the settings to change the choice', async ({ page }) => {
  await page.goto('/');
  const since = Date.now();
  await cookieBanner(page).getByRole('button', { name: 'Accetta tutti', exact: true }).click();
  // The bar going away is what the visitor sees of their choice; the footer's link is reached after it.
  await expect(cookieBanner(page)).toBeHidden();
  await expectStoredChoice(page, true, since);
  await openSettingsFromFooter(page);
  const dialog = cookieSettings(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Preferenze cookie', exact: true })).toBeFocused();

  await page.getByRole('button', { name: 'Preferenze cookie', exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Cookie analitici' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Cookie analitici' }).uncheck();
  await dialog.getByRole('button', { name: 'Salva preferenze', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(cookieBanner(page)).toBeHidden();
  await expectStoredChoice(page, false, since);
});

test('a malformed saved value is logged and ignored: the banner asks again', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  await arriveWithStoredChoice(page, '{"necessary":true,"analytics":');
  await expect(cookieBanner(page)).toBeVisible();
  expect(warnings.some((w) => w.includes('cookie choice'))).toBe(true);
});

test('a saved value of the wrong shape is ignored too', async ({ page }) => {
  await arriveWithStoredChoice(page, JSON.stringify({ necessary: true, analytics: 'yes', savedAt: 'ieri' }));
  await expect(cookieBanner(page)).toBeVisible();
});

test('a choice older than 6 months is asked again', async ({ page }) => {
  const old = { necessary: true, analytics: true, savedAt: monthsAgo(6, 1) };
  await arriveWithStoredChoice(page, JSON.stringify(old));
  await expect(cookieBanner(page)).toBeVisible();
});

test('a choice younger than 6 months is kept', async ({ page }) => {
  const recent = { necessary: true, analytics: true, savedAt: monthsAgo(5, 20) };
  await arriveWithStoredChoice(page, JSON.stringify(recent));
  await openSettingsFromFooter(page);
  await expect(cookieBanner(page)).toBeHidden();
  await expect(cookieSettings(page).getByRole('checkbox', { name: 'Cookie analitici' })).toBeChecked();
});

test('a choice tapped before even the islands runtime arrived is kept, and the bar goes', async ({
  page,
}) => {
  const since = Date.now();
  // On a slow phone the bar shows (its inline script) well before the code behind its buttons.
  const release = await holdRequests(page, '**/assets/islands-*.js');
  await page.goto('/');
  await cookieBanner(page).getByRole('button', { name: 'Accetta tutti', exact: true }).click();
  expect(await readStoredChoice(page)).toBeNull();
  release();
  await expect(cookieBanner(page)).toBeHidden();
  await expectStoredChoice(page, true, since);
});

test('a choice made the instant the banner’s code has run also hides the bar', async ({ page }) => {
  const since = Date.now();
  await page.goto('/');
  // The runtime arrives after the first paint: a pointer over the bar before then wakes nothing.
  await page.waitForFunction(() => (window as { __islandsRunning?: boolean }).__islandsRunning === true);
  // Synchronously as hydration ends, before the island has read the saved choice: the bar the page's own
  // script had shown must still go.
  await page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('[data-island="cookie-banner"]')!;
    const reject = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Rifiuta')!;
    new MutationObserver(() => {
      if (root.dataset.hydrated === 'true') reject.click();
    }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
    root.querySelector('section')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
  await expect(page.locator('[data-island="cookie-banner"]')).toHaveAttribute('data-hydrated', 'true');
  await expect(cookieBanner(page)).toBeHidden();
  await expectStoredChoice(page, false, since);
});

test('the banner is prerendered hidden, so every visitor gets the same page', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Competenza e Professionalità al Vostro Servizio');
  expect(html).toMatch(/<section id="cookie-banner" hidden=""/);
});

test('a first visit sees the banner without waiting for the page’s script; a returning one does not', async ({
  page,
}) => {
  // The islands never arrive: what shows is the prerendered page and its inline check alone.
  await page.route('**/assets/islands-*.js', (route) => route.abort());
  await page.goto('/');
  await expect(cookieBanner(page)).toBeVisible();
  await page.evaluate((key) => window.localStorage.setItem(key, '{}'), COOKIE_CHOICE_KEY);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cookieBanner(page)).toBeHidden();
});

test('a first visit to a page drawn at request time sees the banner before the page’s code runs', async ({
  page,
}) => {
  await page.goto('/');
  await signInWithRequest(page, e2eClients.giulia);
  // No script file arrives: the area's HTML and its inline check alone (the bar is its largest text on a
  // phone, and a first paint without it would be followed by a late one).
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/area-clienti');
  await expect(page.getByText('Benvenuto, Giulia Bianchi!')).toBeVisible();
  await expect(cookieBanner(page)).toBeVisible();
});
