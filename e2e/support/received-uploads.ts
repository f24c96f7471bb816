import { createHash, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { DocumentCategory } from '../../common/document-categories';
import type { AdminClientUpload, ClientUpload } from '../../common/schemas/client-uploads';
import { afterNavigation, signInAsAdmin } from './admin-users';
import { pickClient } from './client-picker';
import type { E2eClient } from './fixtures';

export interface SentFile {
  title: string;
  category: DocumentCategory;
  year?: number;
  note?: string;
  file: { name: string; mimeType: string; buffer: Buffer };
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Sends files to the firm as the client would from the client area, on a
 * request context of the caller's (its own cookie jar): one multipart request
 * each, the fields before the file, all in one batch.
 */
export async function sendAsClient(
  request: APIRequestContext,
  client: E2eClient,
  files: readonly SentFile[],
): Promise<ClientUpload[]> {
  const login = await request.post('/api/login', {
    data: { username: client.username, password: client.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const batch = randomUUID();
  const sent: ClientUpload[] = [];
  for (const f of files) {
    const res = await request.post('/api/client-uploads', {
      multipart: {
        title: f.title,
        category: f.category,
        ...(f.year === undefined ? {} : { year: String(f.year) }),
        ...(f.note === undefined ? {} : { note: f.note }),
        batch,
        file: f.file,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    sent.push((await res.json()) as ClientUpload);
  }
  return sent;
}

/** Signs in as the administrator and opens 'Documenti ricevuti' by its address, as the firm's e-mail does. */
export async function openReceivedTab(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/admin?scheda=ricevuti');
  const section = receivedSection(page);
  await expect(section.getByRole('searchbox', { name: 'Cerca per titolo o file' })).toBeVisible(
    afterNavigation,
  );
  return section;
}

export function receivedSection(page: Page) {
  return page.getByRole('region', { name: 'Documenti ricevuti' });
}

/** The row whose row header starts with the title. */
export function receivedRow(page: Page, title: string) {
  return receivedSection(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader').filter({ hasText: title }) });
}

/** The received files as the admin API lists them (the page must hold an admin session). */
export async function listReceived(page: Page, query = ''): Promise<AdminClientUpload[]> {
  const join = query === '' ? '?' : '&';
  const res = await page.request.get(`/api/admin/client-uploads${query}${join}limit=200`);
  expect(res.status()).toBe(200);
  // The first page, as large as one goes: the callers narrow by their own client or tag.
  return ((await res.json()) as { items: AdminClientUpload[] }).items;
}

/** The server's count of files no one at the firm has opened yet (what the tab's badge shows). */
export async function newReceivedCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/admin/client-uploads/counts');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { new: number }).new;
}

/** Chooses a client in the tab's client filter (a combobox searched on the server), or every client with null. */
export const pickReceivedClient = (section: Locator, client: { username: string; fullName: string } | null) =>
  pickClient(section.getByRole('combobox', { name: 'Cliente' }), client);
