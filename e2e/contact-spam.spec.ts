import { expect, type Page } from '@playwright/test';
import { afterNavigation, signInAsAdmin } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { e2eSpamMessages as spam } from './support/contact-fixtures';
import { fillContactForm, openContactForm } from './support/contact-form';
import { shownToast } from './support/sign-in';
import { test } from './support/test';

// The tests share the seeded spam and its count (one restores a message, another adds one): side by side,
// one saw the other's restore (seen in CI). In this file they run one after another.
test.describe.configure({ mode: 'default' });

/** The 'Dal sito' section of the admin panel, opened from its address. */
async function openMessages(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/admin?scheda=dal-sito');
  const panel = page.getByRole('region', { name: 'Messaggi dal sito' });
  await expect(panel.getByRole('heading', { name: 'Messaggi dal sito' })).toBeVisible(afterNavigation);
  return panel;
}

const folder = (page: Page) => page.getByRole('group', { name: 'Cartella dei messaggi' });
const spamButton = (page: Page) => folder(page).getByRole('button', { name: /^Spam/ });
const inboxButton = (page: Page) => folder(page).getByRole('button', { name: 'Messaggi', exact: true });

/** Switches to the spam view and returns the number its button shows. */
async function showSpam(page: Page): Promise<number> {
  await spamButton(page).click();
  await expect(spamButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('table', { name: 'Messaggi giudicati automatici, dal più recente' }),
  ).toBeVisible();
  const name = (await spamButton(page).textContent()) ?? '';
  return Number(/(\d+)/.exec(name)?.[1]);
}

/** The row of a message, found by its subject. */
function rowOf(page: Page, subject: string) {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name: subject, exact: true }) });
}

test('spam is kept apart with its reason; restored, it is back in the inbox as unread', async ({ page }) => {
  const m = spam.toRestore;
  await openMessages(page);
  // The inbox does not show spam.
  await expect(page.getByRole('table', { name: /^Messaggi ricevuti/ })).toBeVisible();
  await expect(rowOf(page, m.subject)).toHaveCount(0);
  await expect(inboxButton(page)).toHaveAttribute('aria-pressed', 'true');

  const before = await showSpam(page);
  expect(before).toBeGreaterThanOrEqual(3);
  await expect(rowOf(page, m.subject).getByRole('cell')).toHaveText([
    /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
    `${m.name}${m.email}`,
    m.subject,
    'Inviato troppo in fretta',
    `Ripristina «${m.subject}»`,
  ]);
  await expect(rowOf(page, spam.untouched.subject).getByRole('cell').nth(3)).toHaveText(
    'Campo nascosto compilato',
  );
  // Newest first.
  const subjects = await page.getByRole('table').getByRole('button').allTextContents();
  const seeded = [spam.toRestore.subject, spam.toRestoreFromDialog.subject, spam.untouched.subject];
  expect(subjects.filter((s) => (seeded as string[]).includes(s))).toEqual(seeded);

  await rowOf(page, m.subject)
    .getByRole('button', { name: /^Ripristina/ })
    .click();
  await expect(shownToast(page)).toHaveText(/^Messaggio ripristinato\s*Ora è tra i messaggi, da leggere\./);
  await expect(rowOf(page, m.subject)).toHaveCount(0);
  await expect(spamButton(page)).toHaveAccessibleName(`Spam ${before - 1} messaggi`);
  // The row went: the focus waits on the heading, not at the top of the page.
  await expect(page.getByRole('heading', { name: 'Messaggi dal sito' })).toBeFocused();

  await inboxButton(page).click();
  await expect(rowOf(page, m.subject).getByRole('cell').nth(3)).toHaveText('Non letto');

  // On the server too.
  await page.reload();
  await expect(rowOf(page, m.subject).getByRole('cell').nth(3)).toHaveText('Non letto', afterNavigation);
  await showSpam(page);
  await expect(rowOf(page, m.subject)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an opened spam message shows why, and can be restored from there', async ({ page }) => {
    const m = spam.toRestoreFromDialog;
    await openMessages(page);
    await showSpam(page);
    await rowOf(page, m.subject).getByRole('button', { name: m.subject, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: m.subject });
    await expect(dialog.getByText(m.message)).toBeVisible();
    await expect(dialog.getByText(/^Spam: Tempo di compilazione assente\./)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Rispondi' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Ripristina' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(shownToast(page)).toHaveText(/^Messaggio ripristinato/);
    await expect(page.getByRole('heading', { name: 'Messaggi dal sito' })).toBeFocused();
    await expect(rowOf(page, m.subject)).toHaveCount(0);
    await inboxButton(page).click();
    await expect(rowOf(page, m.subject).getByRole('cell').nth(3)).toHaveText('Non letto');
  });
});

test('a message a bot sends gets the usual answer, lands in Spam and can be deleted there', async ({
  page,
}) => {
  const form = await openContactForm(page);
  const subject = `Dal modulo, compilato da un programma ${Date.now()}`;
  await fillContactForm(form, subject);
  // What a bot does: fill the field people never see.
  await form.form.locator('input[name="website"]').fill('http://spam.example', { force: true });
  await form.submit.click();
  await expect(page.getByRole('heading', { name: 'Messaggio inviato' })).toBeVisible();

  await openMessages(page);
  await expect(rowOf(page, subject)).toHaveCount(0);
  await showSpam(page);
  await expect(rowOf(page, subject).getByRole('cell').nth(3)).toHaveText('Campo nascosto compilato');

  await rowOf(page, subject).getByRole('button', { name: subject, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await dialog.getByRole('button', { name: 'Elimina', exact: true }).click();
  await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(shownToast(page)).toHaveText(/^Messaggio eliminato/);
  await expect(rowOf(page, subject)).toHaveCount(0);
  await page.reload();
  await showSpam(page);
  await expect(rowOf(page, spam.untouched.subject)).toBeVisible();
  await expect(rowOf(page, subject)).toHaveCount(0);
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });

  test('the spam view and an opened spam message have no axe violations', async ({ page }) => {
    await openMessages(page);
    await showSpam(page);
    await expectNoAxeViolations(page);
    await rowOf(page, spam.untouched.subject)
      .getByRole('button', { name: spam.untouched.subject, exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: spam.untouched.subject })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
