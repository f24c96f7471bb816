import { expect as baseExpect, type Page } from '@playwright/test';
import { e2eClients } from './support/fixtures';
import { signInWithRequest } from './support/sign-in';
import { test } from './support/test';

// The machine running the suite may be busy (two cores shared by builds and parallel workers).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

// The firm's clients are in Italy, and the server draws their times in Italy's time zone, whatever its own.
test.use({ timezoneId: 'Europe/Rome' });

/** Each tab of the area: its address, the chunk of its own code, and what the server draws of it. */
const tabs = [
  {
    path: '/area-clienti',
    code: /\/assets\/documents-tab-[\w-]+\.js$/,
    drawn: (page: Page) => page.getByRole('heading', { level: 4, name: 'F24 giugno 2026' }),
  },
  {
    path: '/area-clienti?scheda=invia',
    code: /\/assets\/send-documents-panel-[\w-]+\.js$/,
    drawn: (page: Page) => page.getByRole('heading', { name: 'Documenti inviati' }),
  },
  {
    path: '/area-clienti?scheda=profilo',
    code: /\/assets\/profile-panel-[\w-]+\.js$/,
    drawn: (page: Page) => page.getByRole('heading', { name: 'Sessioni attive' }),
    // Its sessions are asked again as it is shown: another test signing in as Mario meanwhile would add one.
    client: e2eClients.nadia,
  },
];

/**
 * Opens a tab of the area with its code held back, so the tab's part of the screen the server drew stays
 * the server's, not yet hydrated, until `release` is called.
 */
async function openWithCodeHeld(page: Page, tab = tabs[0]!) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(tab.code, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await signInWithRequest(page, tab.client ?? e2eClients.mario);
  await page.goto(tab.path);
  // Drawn by the server: on screen with no code run yet.
  await expect(tab.drawn(page)).toBeVisible();
  return release;
}

test('the documents are on the first paint, before any script: in place, after the stylesheet', async ({
  browser,
  page,
}) => {
  await page.goto('/');
  await signInWithRequest(page, e2eClients.mario);
  const html = await (await page.request.get('/area-clienti')).text();
  // Written before the scripts' preloads, the stylesheet is not queued behind the page's code.
  expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('rel="modulepreload"'));
  // A list drawn apart from the page (a large boundary outlined) would show only once a script moved it.
  const withoutScripts = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const still = await withoutScripts.newPage();
  await still.goto('/area-clienti');
  await expect(tabs[0]!.drawn(still)).toBeVisible();
  await withoutScripts.close();
});

test('a tab tapped on the screen the server drew opens once its code has come', async ({ page }) => {
  const release = await openWithCodeHeld(page);
  await page.getByRole('tab', { name: 'Profilo' }).click();
  release();
  await expect(page).toHaveURL(/scheda=profilo/);
  await expect(page.getByRole('tab', { name: 'Profilo' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'I tuoi dati' })).toBeVisible();
});

test('a search typed on the screen the server drew is kept and applied once its code has come', async ({
  page,
}) => {
  const release = await openWithCodeHeld(page);
  await page.getByRole('searchbox').fill('730');
  release();
  await expect(page).toHaveURL(/q=730/);
  // The focus stays where the person put it, not moved to the page's heading.
  await expect(page.getByRole('searchbox')).toBeFocused();
  await expect(page.getByRole('searchbox')).toHaveValue('730');
  await expect(page.getByRole('heading', { level: 4, name: 'Modello 730/2026' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 4, name: 'F24 giugno 2026' })).toBeHidden();
});

test("files dropped on the screen the server drew for 'Invia documenti' are added once its code has come", async ({
  page,
}) => {
  const release = await openWithCodeHeld(page, tabs[1]);
  const dataTransfer = await page.evaluateHandle(() => {
    const files = new DataTransfer();
    files.items.add(new File(['%PDF-1.4 ricevuta'], 'ricevuta-affitto.pdf', { type: 'application/pdf' }));
    return files;
  });
  await page.getByText('trascina qui i file').dispatchEvent('drop', { dataTransfer });
  await expect(page).toHaveURL(/scheda=invia/);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByText('ricevuta-affitto.pdf').first()).toBeVisible();
});

/**
 * The page's visible text but the cookie banner's: whether it shows depends on a choice kept in the
 * browser, so the server draws it hidden and the browser shows it once it runs (as on the public pages,
 * whose first script shows it before any code).
 */
const textOnScreen = (page: Page) =>
  page.evaluate(() => {
    const banner = document.querySelector<HTMLElement>('[data-island="cookie-banner"]');
    if (banner) banner.style.display = 'none';
    const text = document.body.innerText;
    if (banner) banner.style.display = '';
    return text;
  });

/**
 * The page's elements but the hidden input Radix's checkbox draws for a form until it finds, once
 * mounted, that it is in none (then it takes it away): not part of what the server and browser draw.
 */
const drawnByUs = 'main *:not(button[role="checkbox"] + input[aria-hidden="true"])';

for (const tab of tabs) {
  test(`the server draws what the browser draws on ${tab.path}: the same text and attributes, and no element drawn anew`, async ({
    page,
  }) => {
    const release = await openWithCodeHeld(page, tab);
    const text = await textOnScreen(page);
    const drawn = await page.evaluate((drawnByUs) => {
      const elements = [...document.body.querySelectorAll(drawnByUs)];
      (window as unknown as { __drawnElements: Element[] }).__drawnElements = elements;
      return elements.length;
    }, drawnByUs);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await textOnScreen(page)).toBe(text);
    const taken = await page.evaluate((drawnByUs) => {
      const before = (window as unknown as { __drawnElements: Element[] }).__drawnElements;
      const now = [...document.body.querySelectorAll(drawnByUs)];
      return {
        elements: now.length,
        drawnAnew: now
          .filter((element) => !before.includes(element))
          .map((element) => element.outerHTML.slice(0, 120)),
      };
    }, drawnByUs);
    expect(taken.drawnAnew).toEqual([]);
    expect(taken.elements).toBe(drawn);
  });
}
