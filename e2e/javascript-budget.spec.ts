import { expect, type Page } from '@playwright/test';
import { prerenderedPaths } from '../common/routes';
import { e2eClients } from './support/fixtures';
import { scriptWeight } from './support/script-bytes';
import { signInWithForm, signInWithRequest } from './support/sign-in';
import { test } from './support/test';

/**
 * The JavaScript a phone downloads, gzip as the server sends it (decision 0027). Bytes do not depend on
 * the machine's speed: this is a test, not a benchmark.
 */
const PUBLIC_BUDGET = 30 * 1024;
// A client's way in: /auth, the form typed and sent, the documents shown: 286 KB before issue 47, 251 KB
// on React 19 (React DOM 64, React Router 40, the forms' shared zod schemas 25, react-hook-form 16). The
// issue's goal is 200 KB: this ceiling keeps today's figure from growing until that is reached.
const CLIENT_AREA_BUDGET = 256 * 1024;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 90_000 });

/** Every script the page asks for from now on, across the documents it opens, by address. */
function collectScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) urls.push(request.url());
  });
  return urls;
}

/** Fails above the budget, naming every file and its size so the change that grew it is easy to find. */
async function expectWithin(page: Page, urls: readonly string[], budget: number, what: string) {
  // Nothing more on its way: islands woken at load, the runtime asked for after the first paint.
  await page.waitForLoadState('networkidle');
  const { files, total } = await scriptWeight(urls);
  const listing = files.map((f) => `  ${(f.bytes / 1024).toFixed(1)} KB  ${f.file}`).join('\n');
  // The figures, for the record (the list reporter prints them): the decision's table comes from here.
  console.warn(`${what}: ${(total / 1024).toFixed(1)} KB in ${files.length} files`);
  expect(total, `${(total / 1024).toFixed(1)} KB of JavaScript, ${what}:\n${listing}`).toBeLessThanOrEqual(
    budget,
  );
  return files.map((f) => f.file);
}

const notFound = '/pagina-inesistente';
for (const path of prerenderedPaths.map((p) => (p === '/404' ? notFound : p))) {
  test(`${path} loads at most 30 KB of JavaScript before any interaction`, async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectWithin(page, scripts, PUBLIC_BUDGET, `${path} before any interaction`);
  });
}

test("a client's way in, from /auth to the documents, loads at most 256 KB of JavaScript", async ({
  page,
}) => {
  const scripts = collectScripts(page);
  await signInWithForm(page, e2eClients.mario);
  await expect(page.getByRole('heading', { level: 4, name: 'F24 giugno 2026' })).toBeVisible();
  const files = await expectWithin(
    page,
    scripts,
    CLIENT_AREA_BUDGET,
    '/auth to the documents, through the form',
  );
  // The other tabs' code comes when the client points at, touches or focuses them.
  expect(files.filter((file) => /\/(send-documents-panel|profile-panel)-/.test(file))).toEqual([]);
});

// Each tab as a link or a reload opens it (the tab is in the address), the heading of its own content drawn.
const clientTabs = [
  { path: '/area-clienti', ready: { level: 4, name: 'F24 giugno 2026' } },
  { path: '/area-clienti?scheda=invia', ready: { level: 2, name: 'Invia documenti allo studio' } },
  { path: '/area-clienti?scheda=profilo', ready: { level: 2, name: 'I tuoi dati' } },
] as const;
for (const tab of clientTabs) {
  test(`${tab.path} opened signed in loads at most 256 KB of JavaScript`, async ({ page }) => {
    await page.goto('/');
    await signInWithRequest(page, e2eClients.mario);
    const scripts = collectScripts(page);
    await page.goto(tab.path);
    await expect(page.getByRole('heading', tab.ready)).toBeVisible();
    await expectWithin(page, scripts, CLIENT_AREA_BUDGET, `${tab.path} opened signed in`);
  });
}

test('the page a password reset link opens loads at most 256 KB of JavaScript', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/reimposta-password#un-token');
  await expect(page.getByRole('button', { name: 'Salva la nuova password' })).toBeVisible();
  await expectWithin(page, scripts, CLIENT_AREA_BUDGET, 'the password reset page');
});
