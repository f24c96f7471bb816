import { expect as baseExpect, type Page, test } from '@playwright/test';
import { e2eAdmin, e2eClients } from './support/fixtures';
import { loginForm, signInWithRequest } from './support/sign-in';
import { withoutPageAnswers } from './support/site';

// The machine running the suite may be busy (two cores shared by builds and parallel workers):
// each step gets 15 s instead of 5 s, each test 60 s instead of 30 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

/** When the page's header and its first heading were first in the document, by the page's clock. */
async function watchFirstRender(page: Page) {
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (seen.header === undefined && document.querySelector('header')) seen.header = performance.now();
      if (seen.heading === undefined && document.querySelector('h1')) seen.heading = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Opens a private path and gives back its HTML's preloads and the scripts its document fetched until `ready`
 * shows. Read from the document's own resource timing: a listener on the page would also count the scripts
 * the page before it was still fetching (an island waking on the home page as the navigation starts).
 */
async function openAndWatch(page: Page, path: string, ready: () => Promise<void>) {
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  await ready();
  const preloaded = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? ''),
  );
  const scripts = (await requestsMade(page)).map((r) => r.url).filter((url) => url.endsWith('.js'));
  return { preloaded, scripts };
}

/** Each request the page made, by path and query, with when it started on the page's clock. */
function requestsMade(page: Page) {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => {
      const url = new URL(e.name);
      return { url: url.pathname + url.search, start: e.startTime };
    }),
  );
}

/**
 * Keeps the first document's heading as the server drew it, and when the area's code took the page over
 * (its first effect moves the focus to the page's heading), by the page's clock.
 */
async function watchTakeOver(page: Page) {
  await page.addInitScript(() => {
    const watched = window as unknown as { __drawn?: Element | null; __takenOver?: number };
    document.addEventListener('DOMContentLoaded', () => {
      watched.__drawn = [...document.querySelectorAll('h4')].find((h) => h.textContent === 'F24 giugno 2026');
    });
    document.addEventListener('focusin', (event) => {
      if ((event.target as Element).localName === 'h1') watched.__takenOver ??= performance.now();
    });
  });
}

test("a client's area comes drawn by the server with its first screen's answers, its code named in the page or asked for before it takes the same elements over, none of the admin panel's", async ({
  page,
}) => {
  await page.goto('/');
  await signInWithRequest(page, e2eClients.mario);
  await watchTakeOver(page);
  const response = await page.goto('/area-clienti');
  const html = (await response?.text()) ?? '';
  // Decision 0034: the first document is in the page as it arrives.
  expect(html).toContain('<body data-drawn-by-server');
  expect(html).toContain('F24 giugno 2026');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const heading = page.getByRole('heading', { level: 4, name: 'F24 giugno 2026' });
  await expect(heading).toBeVisible();
  // Taken over, not drawn anew: the element the server drew is the one on screen, now the browser's.
  expect(
    await heading.evaluate(
      (h) => h === (window as unknown as { __drawn?: Element }).__drawn && h.isConnected,
    ),
  ).toBe(true);
  await page.getByRole('tab', { name: 'Invia documenti' }).click();
  await expect(page).toHaveURL(/scheda=invia/);

  const preloaded = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? ''),
  );
  expect([...preloaded].filter((file) => /\/admin[-.]/.test(file))).toEqual([]);
  const takenOver = await page.evaluate(() => (window as unknown as { __takenOver: number }).__takenOver);
  const requests = (await requestsMade(page)).filter((r) => r.start < takenOver);
  // The page names the area's own code; the tab in the address is its own chunk (decision 0027), which the
  // route's loader asks for with all its imports at once: before the area takes the page over, never one
  // import at a time from the render.
  const late = requests.filter((r) => r.url.endsWith('.js') && !preloaded.has(r.url));
  expect(late.some((r) => /\/documents-tab-/.test(r.url))).toBe(true);
  // The session, the requests, the payments, the years and the newest year's first page came in the page
  // (decision 0032): not one question to the API before the area is the browser's.
  expect(requests.filter((r) => r.url.startsWith('/api/'))).toEqual([]);
});

test('a page that came without its answers, with a search in the address, asks for them before it renders, in one round trip each', async ({
  page,
}) => {
  await page.goto('/');
  await signInWithRequest(page, e2eClients.mario);
  await watchFirstRender(page);
  await withoutPageAnswers(page);
  await openAndWatch(page, '/area-clienti?q=F24', () =>
    expect(page.getByRole('heading', { level: 4, name: 'F24 giugno 2026' })).toBeVisible(),
  );
  const seen = await page.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen);
  const requests = await requestsMade(page);
  const asked = (url: string) => requests.filter((r) => r.url === url);
  // Asked once each: the early questions are the ones the screen then reads.
  const first = ['/api/user', '/api/requests?limit=200', '/api/payments', '/api/documents/years?q=F24'];
  expect(
    requests
      .filter((r) => r.url.startsWith('/api/'))
      .map((r) => r.url)
      .sort(),
  ).toEqual([...first].sort());
  // The newest year's first page comes with the years: one round trip, not two.
  // By the routes' loaders, not by the first render's effects: the answers are on their way while it draws.
  expect(asked('/api/user')[0]!.start).toBeLessThan(seen.header!);
  for (const url of first.slice(1)) expect(asked(url)[0]!.start, url).toBeLessThan(seen.heading!);
});

test('the admin panel names all of its code in the page', async ({ page }) => {
  await page.goto('/');
  await signInWithRequest(page, e2eAdmin);
  const { preloaded, scripts } = await openAndWatch(page, '/admin?scheda=utenti', () =>
    expect(page.getByRole('main').getByRole('table').getByRole('row').nth(1)).toBeVisible(),
  );
  expect(scripts.filter((file) => !preloaded.has(file))).toEqual([]);
  expect([...preloaded].filter((file) => /\/area-clienti[-.]/.test(file))).toEqual([]);
});

test("the sign-in form, once used, fetches the code of the client's first screen, which the area then takes from the cache", async ({
  page,
}) => {
  const client = e2eClients.giulia;
  await page.goto('/auth');
  const fetchedByAuth = () =>
    page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  // Not at load: the page's budget is the islands runtime (e2e/javascript-budget.spec.ts).
  expect((await fetchedByAuth()).filter((url) => /\/documents-tab-/.test(url))).toEqual([]);
  const { username, password, submit } = loginForm(page);
  await username.fill(client.username);
  await expect
    .poll(async () => (await fetchedByAuth()).filter((url) => /\/(documents-tab|entry\.client)-/.test(url)))
    .toHaveLength(2);
  await password.fill(client.password);
  await submit.click();
  await expect(page).toHaveURL('/area-clienti');
  await expect(page.getByRole('heading', { level: 1, name: 'Area Clienti' })).toBeVisible();
  await expect(page.getByText('Nessun documento disponibile')).toBeVisible();
  const fromNetwork = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => /\/(documents-tab|entry\.client)-[\w-]+\.js$/.test(e.name))
      .map((e) => ({ url: new URL(e.name).pathname, transferSize: e.transferSize })),
  );
  expect(fromNetwork).toHaveLength(2);
  for (const { url, transferSize } of fromNetwork) expect(transferSize, url).toBe(0);
});
