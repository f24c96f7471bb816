import { expect as baseExpect, type Page, test } from '@playwright/test';
import { TAKE_OVER_MARKS } from '../common/page-answers';
import { e2eClients } from './support/fixtures';
import { signInWithRequest } from './support/sign-in';

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
  },
];

/**
 * Opens a tab of the area with its code held back, so the screen the server drew stays the server's
 * (decision 0034) until `release` is called: the area takes it over only with that code.
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
  await signInWithRequest(page, e2eClients.mario);
  await page.goto(tab.path);
  // Drawn by the server: on screen with no code run yet.
  await expect(tab.drawn(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
  return release;
}

test('a tab tapped on the screen the server drew opens once the code has taken it over', async ({ page }) => {
  const release = await openWithCodeHeld(page);
  await page.getByRole('tab', { name: 'Profilo' }).click();
  await expect(page).toHaveURL(/\/area-clienti$/);
  release();
  await expect(page).toHaveURL(/scheda=profilo/);
  await expect(page.getByRole('tab', { name: 'Profilo' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'I tuoi dati' })).toBeVisible();
});

test('a search typed on the screen the server drew is kept and applied once the code has taken it over', async ({
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

test("files dropped on the screen the server drew for 'Invia documenti' are added once the code has taken it over", async ({
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
 * Lists `<main>` (each element with its attributes in name order, and its texts, adjacent ones as one:
 * Preact's server writes them as one, the browser's keeps them apart) at the start and at the end of
 * each render of the take-over, as the page marks them (TAKE_OVER_MARKS), into `__renders`. Between two
 * renders the effects of the one before may change something (a count, a box no longer disabled); a
 * render itself must not.
 */
function listMainAroundEachRender(page: Page) {
  return page.evaluate((marks) => {
    const list = () => {
      const main = document.querySelector('main')!.cloneNode(true) as Element;
      main.normalize();
      const lines: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_ALL);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        if (node instanceof Element) {
          const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort();
          lines.push(`<${node.localName} ${attributes.join(' ')}>`);
        } else lines.push(`${node.nodeType}:${node.nodeValue}`);
      }
      return lines;
    };
    const renders: { before: string[]; after?: string[] }[] = [];
    (window as unknown as { __renders: typeof renders }).__renders = renders;
    const mark = performance.mark.bind(performance);
    performance.mark = (name: string, options?: PerformanceMarkOptions) => {
      if (name === marks.start) renders.push({ before: list() });
      if (name === marks.drawn) renders.at(-1)!.after = list();
      return mark(name, options);
    };
  }, TAKE_OVER_MARKS);
}

for (const tab of tabs) {
  test(`the server draws what the browser draws on ${tab.path}: the same text and attributes, and no element drawn anew`, async ({
    page,
  }) => {
    const release = await openWithCodeHeld(page, tab);
    const text = await textOnScreen(page);
    await listMainAroundEachRender(page);
    const drawn = await page.evaluate(() => {
      const elements = [...document.body.querySelectorAll('main *')];
      (window as unknown as { __drawnElements: Element[] }).__drawnElements = elements;
      return elements.length;
    });
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await textOnScreen(page)).toBe(text);
    const taken = await page.evaluate(() => {
      const before = (window as unknown as { __drawnElements: Element[] }).__drawnElements;
      const now = [...document.body.querySelectorAll('main *')];
      return {
        elements: now.length,
        drawnAnew: now
          .filter((element) => !before.includes(element))
          .map((element) => element.outerHTML.slice(0, 120)),
      };
    });
    expect(taken.drawnAnew).toEqual([]);
    expect(taken.elements).toBe(drawn);
    // Drawn by another renderer, the screen would be patched by the take-over's renders (React's ids and
    // its text separators were, before the server drew on Preact): nothing is. The take-over goes in
    // parts, a render each (take-over-part.tsx).
    const renders = await page.evaluate(
      () => (window as unknown as { __renders: { before: string[]; after?: string[] }[] }).__renders,
    );
    expect(renders.length).toBeGreaterThan(2);
    for (const { before, after } of renders) expect(after).toEqual(before);
  });
}
