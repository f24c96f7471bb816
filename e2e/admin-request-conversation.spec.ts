import { expect as baseExpect } from '@playwright/test';
import type { DocumentRequest } from '../common/schemas/document-requests';
import type { Page as ListPage } from '../common/schemas/paging';
import { afterNavigation, signInAsAdmin, uniqueTag } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { newClientSession, readThread, writeTo } from './support/messages';
import { test } from './support/test';

// A poll of the open conversation every 5 s where the stream is closed, on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
// axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ bypassCSP: true });

test("the firm writes about a request in its detail, which starts the request's conversation; the client's answer arrives there, notes stay the firm's", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const { user, request: client } = await newClientSession(page, 'richiesta-conv');
  const title = `Documenti per la successione ${uniqueTag('succ')}`;
  const created = await page.request.post('/api/admin/requests', {
    data: {
      title,
      dueDate: '2027-03-31',
      userIds: [user.id],
      items: [{ name: 'Dichiarazione di successione', category: 'altro' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`/admin?scheda=richieste&cerca-richieste=${encodeURIComponent(title)}`);
  const table = page.getByRole('table', { name: 'Richieste di documenti ai clienti' });
  await table.getByRole('button', { name: `${user.fullName}: ${title}` }).click(afterNavigation);
  const detail = page.getByRole('dialog', { name: title });
  const conversation = detail.getByRole('region', { name: 'Conversazione con il cliente' });
  await expect(conversation.getByText('Nessun messaggio su questa richiesta.')).toBeVisible();
  await expectNoAxeViolations(page);

  await conversation.getByLabel('Rispondi al cliente').fill('Ci serve anche la visura catastale.');
  await conversation.getByRole('button', { name: 'Invia al cliente' }).click();
  await expect(conversation.getByText('Ci serve anche la visura catastale.')).toBeVisible();
  await expect(conversation.getByRole('button', { name: 'Chiudi conversazione' })).toBeVisible();
  await conversation.getByLabel('Nota interna (solo per lo studio)').check();
  await conversation.getByRole('textbox', { name: 'Nota interna' }).fill('Chiedere al notaio se la ha già.');
  await conversation.getByRole('button', { name: 'Salva nota' }).click();
  await expect(conversation.getByText('Chiedere al notaio se la ha già.')).toBeVisible();

  // The client's request links to the conversation, which holds the firm's message and never the note.
  const own = (await (await client.get('/api/requests')).json()) as ListPage<DocumentRequest>;
  const threadId = own.items.find((r) => r.title === title)?.threadId;
  expect(threadId).toEqual(expect.any(Number));
  const seen = await readThread(client, threadId!, 'client');
  expect(seen.thread).toMatchObject({ subject: title, link: { kind: 'request', title } });
  expect(seen.messages.items.map((m) => m.text)).toEqual(['Ci serve anche la visura catastale.']);

  // The client answers; the open detail shows it without a reload.
  await writeTo(client, threadId!, { text: 'La chiedo domani in Comune.' }, 'client');
  await expect(conversation.getByText('La chiedo domani in Comune.')).toBeVisible();
  await expectNoAxeViolations(page);

  // On a phone the detail holds the conversation and its reply box within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const box = conversation.getByRole('textbox', { name: 'Nota interna' });
  await box.scrollIntoViewIfNeeded();
  const { width } = (await box.boundingBox())!;
  expect(width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await client.dispose();
});
