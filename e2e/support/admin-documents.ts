import { expect, type Page } from '@playwright/test';
import type { AdminDocument } from '../../common/schemas/documents';
import { afterNavigation, openAdminSection, signInAsAdmin } from './admin-users';
import type { E2eClient } from './fixtures';

/** The admin's short date in a table or summary card: '14 mag 2026, 11:30'. */
export const ITALIAN_SHORT_DATE =
  /^\d{1,2} (gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic) \d{4}, \d{2}:\d{2}$/;

/** How a client appears in the client selects. */
export const clientOption = (client: E2eClient) => `${client.fullName} (${client.username})`;

/** Signs in as the administrator and opens one of the admin panel's tabs. */
export async function openAdminTab(page: Page, tab: 'Carica Documenti' | 'Visualizza Documenti') {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await openAdminSection(page, tab);
}

/** The visible sub-tab of 'Carica Documenti' (both stay mounted: the hidden one is left out). */
export async function openUploadMode(page: Page, mode: 'Caricamento Singolo' | 'Caricamento Massivo') {
  await page.getByRole('tab', { name: mode }).click();
  const panel = page.getByRole('tabpanel', { name: mode });
  await expect(panel).toBeVisible();
  return panel;
}

/** The 'Visualizza Documenti' tab once its list has loaded. */
export async function overviewSection(page: Page) {
  const section = page.getByRole('region', { name: 'Visualizza Documenti' });
  await expect(section.getByLabel('Filtra per cliente')).toBeVisible(afterNavigation);
  return section;
}

/** The overview's summary figure under a card's label. */
export function summaryValue(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Visualizza Documenti' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The overview table's row whose row header starts with the document's title. */
export function documentRow(page: Page, title: string) {
  return page
    .getByRole('region', { name: 'Visualizza Documenti' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader').filter({ hasText: title }) });
}

/** The first 200 documents matching `q` (a client's username, say), as the admin API lists them (the page must hold an admin session). */
export async function listAdminDocuments(page: Page, q: string): Promise<AdminDocument[]> {
  const res = await page.request.get(`/api/admin/documents?limit=200&q=${encodeURIComponent(q)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: AdminDocument[] }).items;
}
