import { expect, type Page, test } from '@playwright/test';
import { prerenderedPaths } from '../common/routes';
import { e2eClients } from './support/fixtures';
import { scriptsFetched, scriptWeight } from './support/script-bytes';
import { signInWithRequest } from './support/sign-in';

/**
 * The JavaScript a phone downloads before the person does anything, gzip as the server sends it
 * (decision 0027). Bytes do not depend on the machine's speed: this is a test, not a benchmark.
 */
const PUBLIC_BUDGET = 30 * 1024;
// The client's area loaded 266 KB before decision 0027.
const CLIENT_AREA_BUDGET = 120 * 1024;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 90_000 });

/** Fails above the budget, naming every file and its size so the change that grew it is easy to find. */
async function expectWithin(page: Page, budget: number) {
  // Nothing more on its way: islands woken at load, the runtime asked for after the first paint.
  await page.waitForLoadState('networkidle');
  const { files, total } = await scriptWeight(await scriptsFetched(page));
  const listing = files.map((f) => `  ${(f.bytes / 1024).toFixed(1)} KB  ${f.file}`).join('\n');
  // The figures, for the record (the list reporter prints them): the decision's table comes from here.
  const { pathname, search } = new URL(page.url());
  console.warn(`${pathname}${search}: ${(total / 1024).toFixed(1)} KB in ${files.length} files`);
  expect(
    total,
    `${(total / 1024).toFixed(1)} KB of JavaScript before any interaction:\n${listing}`,
  ).toBeLessThanOrEqual(budget);
}

const notFound = '/pagina-inesistente';
for (const path of prerenderedPaths.map((p) => (p === '/404' ? notFound : p))) {
  test(`${path} loads at most 30 KB of JavaScript before any interaction`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectWithin(page, PUBLIC_BUDGET);
  });
}

// Each tab as a link or a reload opens it (the tab is in the address), the heading of its own content drawn.
const clientTabs = [
  { path: '/area-clienti', ready: { level: 4, name: 'F24 giugno 2026' } },
  { path: '/area-clienti?scheda=invia', ready: { level: 2, name: 'Invia documenti allo studio' } },
  { path: '/area-clienti?scheda=profilo', ready: { level: 2, name: 'I tuoi dati' } },
] as const;
for (const tab of clientTabs) {
  test(`${tab.path} loads at most 120 KB of JavaScript after signing in`, async ({ page }) => {
    await page.goto('/');
    await signInWithRequest(page, e2eClients.mario);
    await page.goto(tab.path);
    await expect(page.getByRole('heading', tab.ready)).toBeVisible();
    await expectWithin(page, CLIENT_AREA_BUDGET);
  });
}

test('the page a password reset link opens loads at most 120 KB of JavaScript', async ({ page }) => {
  await page.goto('/reimposta-password#un-token');
  await expect(page.getByRole('button', { name: 'Salva la nuova password' })).toBeVisible();
  await expectWithin(page, CLIENT_AREA_BUDGET);
});

test("the client's area draws its first screen without loading the browser's locale data", async ({
  page,
}) => {
  // The first Intl object costs a phone about 200 ms of blocked screen (common/italian-format.ts): every
  // way in is counted, and the area must use none of them before the person acts.
  await page.addInitScript(() => {
    const uses: string[] = [];
    (window as unknown as { intlUses: string[] }).intlUses = uses;
    const intl = Intl as unknown as Record<string, object>;
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const original = intl[name];
      if (typeof original !== 'function') continue;
      intl[name] = new Proxy(original, {
        construct(target, args) {
          uses.push(`Intl.${name}`);
          return Reflect.construct(target as never, args);
        },
        apply(target, self, args) {
          uses.push(`Intl.${name}`);
          return Reflect.apply(target as never, self, args);
        },
      });
    }
    const methods: [object, string][] = [
      [String.prototype, 'localeCompare'],
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [Array.prototype, 'toLocaleString'],
    ];
    for (const [proto, method] of methods) {
      const target = proto as Record<string, (...args: unknown[]) => unknown>;
      const original = target[method]!;
      target[method] = function (this: unknown, ...args: unknown[]) {
        uses.push(method);
        return original.apply(this, args);
      };
    }
  });
  await page.goto('/');
  await signInWithRequest(page, e2eClients.mario);
  await page.goto('/area-clienti');
  await expect(page.getByRole('heading', { level: 4, name: 'F24 giugno 2026' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 4, name: 'Modello 730/2026' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { intlUses: string[] }).intlUses)).toEqual([]);
});
