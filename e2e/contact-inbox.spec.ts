import { expect, type Page } from '@playwright/test';
import { openAdminSection } from './support/admin-users';
import { e2eContactMessages as seeded } from './support/contact-fixtures';
import { expectNoAxeViolationsIn, fillContactForm, openContactForm } from './support/contact-form';
import { e2eAdmin } from './support/fixtures';
import { shownToast, signInWithRequest } from './support/sign-in';
import { test } from './support/test';

async function openInbox(page: Page) {
  await page.goto('/');
  await signInWithRequest(page, e2eAdmin);
  await page.goto('/admin');
  return showMessagesTab(page);
}

/** The 'Dal sito' section of the admin panel, opened through its link. */
async function showMessagesTab(page: Page) {
  // The private area is a SPA: on a busy machine its code takes a while to arrive.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pannello di Amministrazione', {
    timeout: 20_000,
  });
  await openAdminSection(page, /^Dal sito/);
  const panel = page.getByRole('region', { name: 'Messaggi dal sito' });
  await expect(panel.getByRole('heading', { name: 'Messaggi dal sito' })).toBeVisible();
  return panel;
}

/** The inbox row of a message, found by its subject. */
function rowOf(page: Page, subject: string) {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name: subject, exact: true }) });
}

test('the admin reads a message: the list shows it unread, opening it marks it read, reply by e-mail', async ({
  page,
}) => {
  const m = seeded.toRead;
  await openInbox(page);
  const row = rowOf(page, m.subject);
  await expect(row.getByRole('cell')).toHaveText([
    /^\d{1,2} mag 2026, \d{2}:\d{2}$/,
    `${m.name}${m.email}`,
    m.subject,
    'Non letto',
    'Inviata',
  ]);
  await expect(rowOf(page, seeded.untouched.subject).getByRole('cell').nth(4)).toHaveText('Non prevista');

  await row.getByRole('button', { name: m.subject }).click();
  const dialog = page.getByRole('dialog', { name: m.subject });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Da ${m.name} (${m.email})`)).toBeVisible();
  await expect(dialog.getByText('vorrei fissare un appuntamento per il modello 730.')).toBeVisible();
  await expect(dialog.getByText(/^E-mail allo studio:\s*Inviata/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Rispondi' })).toHaveAttribute(
    'href',
    `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`,
  );
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Letto');

  // Read on the server too, not only in this page.
  await page.reload();
  await showMessagesTab(page);
  await expect(rowOf(page, m.subject).getByRole('cell').nth(3)).toHaveText('Letto');
});

test('the admin deletes a message after confirming', async ({ page }) => {
  const m = seeded.toDelete;
  await openInbox(page);
  await expect(rowOf(page, m.subject).getByRole('cell').nth(4)).toHaveText('Non recapitata');
  await rowOf(page, m.subject).getByRole('button', { name: m.subject }).click();
  const dialog = page.getByRole('dialog', { name: m.subject });

  // Changing one's mind keeps the message.
  await dialog.getByRole('button', { name: 'Elimina', exact: true }).click();
  await expect(dialog.getByText('Eliminare definitivamente questo messaggio?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog.getByText('Eliminare definitivamente questo messaggio?')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Elimina', exact: true }).click();
  await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(shownToast(page)).toHaveText(/^Messaggio eliminato/);
  await expect(rowOf(page, m.subject)).toHaveCount(0);

  await page.reload();
  await showMessagesTab(page);
  await expect(page.getByRole('button', { name: seeded.untouched.subject })).toBeVisible();
  await expect(rowOf(page, m.subject)).toHaveCount(0);
});

test('a message sent from the contact form reaches the inbox', async ({ page }) => {
  // The server keeps forms sent within 3 seconds apart, as spam: let the page's clock run ahead.
  await page.clock.install();
  const form = await openContactForm(page);
  const subject = `Dal sito ${Date.now()}`;
  await fillContactForm(form, subject);
  await page.clock.fastForward(5000);
  await form.submit.click();
  await expect(page.getByRole('heading', { name: 'Messaggio inviato' })).toBeVisible();

  await openInbox(page);
  const row = rowOf(page, subject);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Giovanni Espositogiovanni.esposito@example.it');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Non letto');
  // The e2e server runs without SMTP: the message is kept in the inbox only.
  await expect(row.getByRole('cell').nth(4)).toHaveText('Non prevista');
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });

  test('the inbox and an opened message have no axe violations', async ({ page }) => {
    await openInbox(page);
    await expectNoAxeViolationsIn(page, ['section[aria-labelledby="messages-heading"]']);
    await page.getByRole('button', { name: seeded.untouched.subject }).click();
    await expect(page.getByRole('dialog', { name: seeded.untouched.subject })).toBeVisible();
    await expectNoAxeViolationsIn(page, ['[role="dialog"]']);
  });
});
