import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { type E2eDocument, e2eClients } from '../../e2e/support/fixtures';
import { seedE2eDocuments } from '../../e2e/support/seed-documents';
import { createDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/users/passwords';

/** The client whose area `npm run bench:pages` audits: the browser tests' Mario Rossi, with his documents. */
const client = e2eClients.mario;

/** The signed-in pages audited, one per tab of the client's area (the tab is in the address). */
export const clientPages = ['/area-clienti', '/area-clienti?scheda=invia', '/area-clienti?scheda=profilo'];

/**
 * A busy client's year besides the fixtures' few: four documents a month, a full first page (50) of the
 * newest year on the first screen, as the firm's larger clients have in the tax season.
 */
const aBusyYear: E2eDocument[] = Array.from({ length: 48 }, (_, i) => ({
  owner: 'mario',
  title: `F24 ${i + 1} del 2026`,
  filename: `f24-${i + 1}.pdf`,
  kind: 'pdf',
  category: 'f24-tributi',
  year: 2026,
  uploadedAt: new Date(Date.UTC(2026, Math.floor(i / 4), 1 + (i % 4) * 7, 9)).toISOString(),
}));

/** Writes the client and his documents into a fresh data directory, before the server starts on it. */
export async function seedBenchClient(dataDir: string): Promise<number> {
  const database = await createDatabase({ dataDir });
  try {
    await database.migrate();
    const { password, ...fields } = client;
    const [row] = await database.db
      .insert(users)
      .values({ ...fields, passwordHash: await hashPassword(password) })
      .returning({ id: users.id });
    await seedE2eDocuments(database.db, dataDir, { mario: row!.id });
    await seedE2eDocuments(database.db, dataDir, { mario: row!.id }, aBusyYear);
    return row!.id;
  } finally {
    await database.close();
  }
}

/** The client's session cookies, as the sign-in sets them. */
async function signIn(origin: string) {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: client.username, password: client.password }),
  });
  if (!res.ok) throw new Error(`signing in answered ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie().map((header) => {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/** Pages a second wrk reached on a signed-in client's page; any answer but 200 fails the run. */
function pagesPerSecond(url: string, cookie: string): number {
  const run = spawnSync(
    'wrk',
    ['-t1', '-c4', '-d5s', '-H', `Cookie: ${cookie}`, '-H', 'Accept-Encoding: br', url],
    { encoding: 'utf8' },
  );
  const out = `${run.stdout}${run.stderr}`;
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(out);
  if (run.status !== 0 || !rate || /Non-2xx or 3xx responses|Socket errors/.test(out))
    throw new Error(`wrk failed on ${url}:\n${out}`);
  return Number(rate[1]);
}

/**
 * What drawing the area at request time costs the server: wrk's rate on each tab of a signed-in client's
 * area, drawn by React Router's request handler, against the home page (prerendered, served as a file)
 * from the same server in the same run. Undefined without wrk.
 */
export async function areaServingRates(origin: string) {
  if (spawnSync('wrk', ['--version']).error) return undefined;
  const cookie = (await signIn(origin)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const home = pagesPerSecond(`${origin}/`, cookie);
  const rates = [];
  for (const page of clientPages) {
    const html = await (await fetch(`${origin}${page}`, { headers: { cookie } })).text();
    if (!html.includes(client.fullName)) throw new Error(`${origin}${page} came without the client's name`);
    rates.push({ page, drawn: pagesPerSecond(`${origin}${page}`, cookie), home });
  }
  return rates;
}

/**
 * Signs the client in and puts the session's cookies in the browser Lighthouse drives (cookies only in a
 * request header would not do: the area reads its `signed_in` hint from the browser's own cookies).
 */
export async function signInBrowser(origin: string, debuggingPort: number) {
  // Secure: the session cookie's __Host- prefix asks for it, and Chromium takes loopback for a secure origin.
  const cookies = (await signIn(origin)).map((cookie) => ({ ...cookie, url: origin, secure: true }));
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    // Through the protocol itself: given a URL and no domain it makes host-only cookies, as __Host- wants.
    const session = await browser.newBrowserCDPSession();
    await session.send('Storage.setCookies', { cookies });
  } finally {
    await browser.close();
  }
}

/** Lighthouse's mobile profile (its simulated network and CPU), applied to the browser itself. */
const phone = { latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** The heading of the client's newest document, in the area's first screen. */
const FIRST_DOCUMENT = 'F24 giugno 2026';

/**
 * From the tap on 'Accedi' on /auth to the client's first document on screen, at phone size under
 * Lighthouse's mobile throttling, in a fresh browser profile (nothing cached before /auth): the time the
 * person waits. The fields are typed key by key first, and the form's code is awake. The origin
 * is the Node server (HTTP/1.1: the area's few dozen files wait their turn on six connections) or the
 * deployment's nginx in front of it (HTTP/2 over TLS, one connection).
 */
export async function signInToDocuments(
  origin: string,
  debuggingPort: number,
): Promise<{ frameMs: number; seenMs: number }> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    // No certificate error ignored here: the browser trusts the proxy's (`spkiHash`), or nothing is cached.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    // From the tap, by the browser's clock (the click's own time, kept across the page load), to the first
    // frame that holds the heading: what the person waits, without the runner's own checks before it
    // clicks and its round trips to a page busy hydrating (those are in `seenMs`). The frame loop is kept
    // on the window, not in a named function: tsx wraps a named one in a helper the page does not have.
    await page.addInitScript((heading) => {
      const state = window as unknown as { look: () => void; __shownAt?: number };
      state.look = () => {
        const shown = [...document.querySelectorAll('h4')].some((h) => h.textContent === heading);
        if (shown) state.__shownAt = performance.timeOrigin + performance.now();
        else requestAnimationFrame(state.look);
      };
      requestAnimationFrame(state.look);
      document.addEventListener(
        'click',
        (event) => sessionStorage.setItem('bench-tap', String(performance.timeOrigin + event.timeStamp)),
        { capture: true },
      );
    }, FIRST_DOCUMENT);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...phone });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}/auth`);
    const form = page.getByRole('region', { name: 'Accesso clienti' });
    // Typed as a person types (fast, for a phone): the form wakes at the first key, and what it fetches for
    // the area comes while the rest is typed.
    await form.getByRole('textbox', { name: 'Username' }).pressSequentially(client.username, { delay: 120 });
    await form.getByLabel('Password', { exact: true }).pressSequentially(client.password, { delay: 120 });
    await page.locator('[data-island="sign-in"][data-hydrated="true"]').waitFor();
    const started = performance.now();
    await form.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByRole('heading', { level: 4, name: FIRST_DOCUMENT }).waitFor({ timeout: 60_000 });
    const seenMs = performance.now() - started;
    const { tappedAt, shownAt } = await page.evaluate(() => ({
      tappedAt: Number(sessionStorage.getItem('bench-tap')),
      shownAt: (window as { __shownAt?: number }).__shownAt,
    }));
    await context.close();
    if (shownAt === undefined || !tappedAt)
      throw new Error('the tap or the first frame with the document went unrecorded');
    return { frameMs: shownAt - tappedAt, seenMs };
  } finally {
    await browser.close();
  }
}

/** A certificate's public key as Chromium's `--ignore-certificate-errors-spki-list` names it. */
export async function spkiHash(certificateFile: string): Promise<string> {
  const { publicKey } = new X509Certificate(await readFile(certificateFile));
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
}

/** The medians of sign-in timings: to the first frame with the document, and to the runner seeing it. */
export function signInFigures(timings: { frameMs: number; seenMs: number }[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const frames = timings.map((t) => t.frameMs);
  const seen = timings.map((t) => t.seenMs);
  return (
    `first frame with it, median ${seconds(median(frames))} (${frames.map(seconds).join(', ')}); ` +
    `seen by the runner, median ${seconds(median(seen))}`
  );
}
