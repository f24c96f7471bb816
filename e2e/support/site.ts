import { expect, type Page } from '@playwright/test';
import { publicPages } from './public-pages';

export const COOKIE_CHOICE_KEY = 'cookie-choice';

const sectionLinks = [
  { label: 'Home', path: '/' },
  { label: 'Chi Siamo', path: '/chi-siamo' },
  { label: 'Servizi', path: '/servizi' },
  { label: 'News', path: '/news' },
  { label: 'Utilità', path: '/utilita' },
  { label: 'Contatti', path: '/contatti' },
] as const;

/** The header links and the main heading of the page each one opens. */
export const sections = sectionLinks.map((link) => ({
  ...link,
  heading: publicPages.find((p) => p.path === link.path)!.heading,
}));

export function cookieBanner(page: Page) {
  return page.getByRole('region', { name: 'Questo sito utilizza i cookie' });
}

export function cookieSettings(page: Page) {
  return page.getByRole('dialog', { name: 'Impostazioni Cookie' });
}

export async function readStoredChoice(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), COOKIE_CHOICE_KEY);
}

/** Stores a raw value and reloads, as a returning visitor would arrive. */
export async function arriveWithStoredChoice(page: Page, raw: string, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: COOKIE_CHOICE_KEY,
    value: raw,
  });
  await page.reload();
}

/**
 * Opens the cookie settings from the footer. A click before hydration does
 * nothing, so it is retried: once the dialog is open the page is hydrated and
 * the saved choice has been read (the banner is in its final state).
 */
export async function openSettingsFromFooter(page: Page): Promise<void> {
  const button = page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Preferenze cookie', exact: true });
  await expect(async () => {
    if (!(await cookieSettings(page).isVisible())) await button.click({ timeout: 2000 });
    await expect(cookieSettings(page)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** Scrolls without the page's smooth scrolling, and lets one frame pass. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}

/** Holds the requests matching `pattern` until the returned function is called: a slow network, on cue. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
