import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import type { AdminDocument } from '../common/schemas/documents';
import type { Page } from '../common/schemas/paging';
import {
  documentRow,
  ITALIAN_SHORT_DATE,
  listAdminDocuments,
  openAdminTab,
  overviewSection,
} from './support/admin-documents';
import { pickClient } from './support/client-picker';
import { documentBytes, e2eAdmin, e2eClients, e2eDocument } from './support/fixtures';
import { shownToast, signInApi, signInWithRequest } from './support/sign-in';
import { test } from './support/test';

test.use({ timezoneId: 'Europe/Rome' });

test('a client downloads a new document: the browser saves the exact file and "Nuovo" goes, for the admin too', async ({
  page,
  browser,
}) => {
  const client = e2eClients.sara;
  const doc = e2eDocument('Fattura marzo 2026');
  await page.goto('/');
  await signInWithRequest(page, client);
  await page.goto('/area-clienti');
  const item = page
    .getByRole('tabpanel', { name: 'Documenti' })
    .getByRole('listitem')
    .filter({ hasText: doc.title });
  const button = item.getByRole('button', { name: `Scarica ${doc.title}`, exact: true });
  const isNew = item.getByText('Nuovo', { exact: true });
  await expect(isNew).toBeVisible();

  // A failed download says why, and the document stays new.
  await page.route('**/api/documents/*/download', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"message":"Documento non trovato"}',
    }),
  );
  await button.click();
  await expect(shownToast(page)).toHaveText(/^Errore\s*Documento non trovato/);
  await expect(isNew).toBeVisible();
  await page.unroute('**/api/documents/*/download');

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(doc.filename);
  const saved = await readFile((await download.path())!);
  expect(saved.equals(documentBytes(doc))).toBe(true);
  await expect(isNew).toHaveCount(0);
  await expect(item.getByRole('status')).toHaveText(`${doc.title} scaricato`);
  // Recorded by the server, not only on this page.
  await page.reload();
  await expect(item.getByRole('button', { name: `Scarica ${doc.title}`, exact: true })).toBeVisible();
  await expect(isNew).toHaveCount(0);

  // The firm sees when it was downloaded.
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await openAdminTab(admin, 'Visualizza Documenti');
    const section = await overviewSection(admin);
    await pickClient(section.getByLabel('Filtra per cliente'), client);
    const downloaded = documentRow(admin, doc.title).getByRole('cell').last();
    await expect(downloaded).toHaveText(/^Scaricato il /);
    await expect(downloaded.locator('time')).toHaveText(ITALIAN_SHORT_DATE);
    const [row] = (await listAdminDocuments(admin, doc.title)).filter((d) => d.title === doc.title);
    expect(row?.firstDownloadedAt).not.toBeNull();
    await expect(downloaded.locator('time')).toHaveAttribute(
      'datetime',
      new Date(row!.firstDownloadedAt!).toISOString(),
    );
    // Just now, by this download.
    expect(Date.now() - Date.parse(row!.firstDownloadedAt!)).toBeLessThan(10 * 60_000);
  } finally {
    await adminContext.close();
  }
});

test('a client asking for another client’s real document gets 404, the same as for no document', async ({
  page,
  request,
  playwright,
}) => {
  // The real ids of another client's files, as the firm sees them.
  await signInApi(request, e2eAdmin);
  const adminList = (
    (await (
      await request.get(`/api/admin/documents?q=${e2eClients.mario.username}&limit=200`)
    ).json()) as Page<AdminDocument>
  ).items;
  const others = adminList.filter((d) => d.username === e2eClients.mario.username).map((d) => d.id);
  expect(others).toHaveLength(2);
  // Far past any id a run creates (other specs add thousands of documents).
  const missing = 2_000_000_000;

  // giulia has no documents of her own.
  await page.goto('/');
  await signInWithRequest(page, e2eClients.giulia);
  const notFound = await page.request.get(`/api/documents/${missing}/download`);
  expect(notFound.status()).toBe(404);
  const expected = await notFound.json();
  for (const id of others) {
    for (const method of ['get', 'head'] as const) {
      const res = await page.request[method](`/api/documents/${id}/download`);
      expect(res.status(), `${method} ${id}`).toBe(404);
      expect(res.headers()['content-disposition'], `${method} ${id}`).toBeUndefined();
      if (method === 'get') expect(await res.json()).toEqual(expected);
    }
  }

  // A visitor is asked to sign in; the owner's documents are untouched (still new for mario).
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    expect((await visitor.get(`/api/documents/${others[0]}/download`)).status()).toBe(401);
  } finally {
    await visitor.dispose();
  }
  const after = (
    (await (
      await request.get(`/api/admin/documents?q=${e2eClients.mario.username}&limit=200`)
    ).json()) as Page<AdminDocument>
  ).items;
  const f24 = after.find((d) => d.title === 'F24 giugno 2026');
  expect(f24?.id).toBeDefined();
  expect(f24?.firstDownloadedAt).toBeNull();
});
