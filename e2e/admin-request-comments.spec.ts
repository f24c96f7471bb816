import { expect as baseExpect } from '@playwright/test';
import { afterNavigation, signInAsAdmin } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { LONG_THREAD_COMMENTS, LONG_THREAD_TITLE, longThreadClient } from './support/long-thread';
import { test } from './support/test';

// A busy machine (two cores shared by builds and parallel workers): generous steps.
const expect = baseExpect.configure({ timeout: 15_000 });
// bypassCSP: axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ bypassCSP: true });

test('the firm reads a long thread from its end, the older comments above on demand (read only: a retry finds it as seeded)', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin?scheda=richieste');
  await expect(page.getByRole('heading', { name: 'Richieste di documenti' })).toBeVisible(afterNavigation);
  await page.getByLabel('Richiesta', { exact: true }).selectOption({ label: LONG_THREAD_TITLE });
  const table = page.getByRole('table', { name: 'Richieste di documenti ai clienti' });
  await table.getByRole('button', { name: `${longThreadClient.fullName}: ${LONG_THREAD_TITLE}` }).click();

  const detail = page.getByRole('dialog', { name: LONG_THREAD_TITLE });
  const comments = detail.getByRole('list', { name: 'Commenti' }).getByRole('listitem');
  await expect(detail.getByText(`Gli ultimi 50 di ${LONG_THREAD_COMMENTS} commenti`)).toBeVisible();
  await expect(comments).toHaveCount(50);
  // Oldest first, as a thread reads, ending with the latest.
  await expect(comments.last()).toContainText(`Messaggio numero ${LONG_THREAD_COMMENTS}`);
  await expect(comments.first()).toContainText(`Messaggio numero ${LONG_THREAD_COMMENTS - 49}`);
  await expectNoAxeViolations(page);

  await detail.getByRole('button', { name: 'Carica i commenti precedenti' }).click();
  await expect(comments).toHaveCount(LONG_THREAD_COMMENTS);
  await expect(comments.first()).toContainText('Messaggio numero 1');
  await expect(comments.first()).toContainText(`${longThreadClient.fullName} (cliente)`);
  await expect(comments.last()).toContainText(`Messaggio numero ${LONG_THREAD_COMMENTS}`);
  await expect(detail.getByText(`${LONG_THREAD_COMMENTS} commenti`, { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Carica i commenti precedenti' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
