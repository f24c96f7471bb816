import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { codiceFiscaleControlLetter, partitaIvaCheckDigit } from '../../common/tax-ids';
import { e2eAdmin } from './fixtures';
import { signInWithRequest } from './sign-in';

/** For the first check after a navigation: the private area's code loads then, slowly on a busy test machine. */
export const afterNavigation = { timeout: 20_000 } as const;

export interface NewUser {
  username: string;
  fullName: string;
  email: string;
  password: string;
}

export interface CreatedUser extends Omit<NewUser, 'password'> {
  id: number;
  role: 'admin' | 'client';
  createdAt: string;
}

/** A name no other spec (or run) uses: specs share one server and run in parallel. */
export function uniqueTag(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

export function newClient(tag: string, fullName = `Cliente ${tag}`): NewUser {
  return { username: tag, fullName, email: `${tag}@example.it`, password: `Bilancio-${tag}-2026` };
}

/** A valid codice fiscale and partita IVA no other spec (or run) uses. */
export function uniqueTaxIds() {
  const bytes = [...randomBytes(16)];
  const letters = bytes.slice(0, 6).map((b) => String.fromCharCode(65 + (b % 26)));
  const first15 = `${letters.join('')}85T10A562`;
  const first10 = `1${bytes
    .slice(6, 15)
    .map((b) => b % 10)
    .join('')}`;
  return {
    codiceFiscale: `${first15}${codiceFiscaleControlLetter(first15)}`,
    partitaIva: `${first10}${partitaIvaCheckDigit(first10)}`,
  };
}

/** The panel's navigation: a column on a wide screen, one button opening the list on a phone. */
export const panelNav = (page: Page) => page.getByRole('navigation', { name: 'Sezioni del pannello' });

/** The section the navigation marks as open, shown or, on a phone, in the closed list. */
export const currentSection = (page: Page) => panelNav(page).locator('[aria-current="page"]');

/** Opens a section of the panel through its link, as a person does at any width. */
export async function openAdminSection(page: Page, name: string | RegExp) {
  const nav = panelNav(page);
  await expect(nav).toBeVisible(afterNavigation);
  const menu = nav.getByRole('button', { name: /^Sezione:/ });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await nav.getByRole('link', { name }).click();
  await expect(currentSection(page)).toContainText(name);
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/');
  await signInWithRequest(page, e2eAdmin);
}

/** Creates an account through the admin API with the page's session (same origin). */
export async function createUserViaApi(
  page: Page,
  user: NewUser & { codiceFiscale?: string; partitaIva?: string },
): Promise<CreatedUser> {
  const res = await page.request.post('/api/admin/users', { data: user });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedUser;
}

export async function openUsersTab(page: Page) {
  await page.goto('/admin');
  const section = page.getByRole('region', { name: 'Gestione Utenti' });
  await expect(section.getByRole('table')).toBeVisible(afterNavigation);
  return section;
}

export function usersSection(page: Page) {
  return page.getByRole('region', { name: 'Gestione Utenti' });
}

export function searchBox(page: Page) {
  return usersSection(page).getByRole('searchbox', {
    name: 'Cerca per username, nome, email, codice fiscale o partita IVA',
  });
}

/** The table row whose row header is the username. */
export function userRow(page: Page, username: string) {
  return usersSection(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: username, exact: true }) });
}

/**
 * Narrows the table to one account and returns its row, once the server has
 * answered the search (typing waits 300 ms before asking it): the rows on
 * screen until then are the previous list's.
 */
export async function findUser(page: Page, username: string) {
  const box = searchBox(page);
  // Already searched for (a reload keeps the search in the address): typing it again asks nothing, and
  // the list coming is that search's answer.
  if ((await box.inputValue()) !== username) {
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/admin/users?') && r.url().includes(`q=${encodeURIComponent(username)}`),
    );
    await box.fill(username);
    await searched;
  }
  const row = userRow(page, username);
  await expect(row).toBeVisible();
  return row;
}

/** The accounts the admin API finds for a search (one page: a search for a username is narrow). */
export async function listedUsers(page: Page, q: string): Promise<CreatedUser[]> {
  const res = await page.request.get(`/api/admin/users?q=${encodeURIComponent(q)}&limit=200`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: CreatedUser[] }).items;
}
