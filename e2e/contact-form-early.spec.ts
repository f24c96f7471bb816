import { expect } from '@playwright/test';
import { CONTACT_MIN_FILL_MS } from '../common/schemas/contact';
import { contactForm, contactIsland } from './support/contact-form';
import { e2eAdmin } from './support/fixtures';
import { signInApi } from './support/sign-in';
import { holdRequests } from './support/site';
import { test } from './support/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("'Invia messaggio' tapped before the form's code arrived sends the message, and it reaches the inbox", async ({
  page,
  playwright,
}) => {
  // A slow line: the islands runtime (and with it every island's code) waits until we let it go.
  const release = await holdRequests(page, '**/assets/islands-*.js');
  await page.goto('/contatti');
  const form = contactForm(page);
  await form.form.scrollIntoViewIfNeeded();
  await expect(form.submit).toBeEnabled();

  const subject = `Scritto prima che la pagina fosse pronta ${Date.now()}`;
  await form.name.fill('Giovanni Esposito');
  await form.email.fill('giovanni.esposito@example.it');
  await form.subject.fill(subject);
  await form.message.fill('Buongiorno, vorrei un appuntamento per la dichiarazione dei redditi.');
  // Held by the page until the box's code is there, then ticked (a click, not check(): nothing changes yet).
  await form.privacy.click();
  // The time a person takes, counted from the page's start: the form's code has not even arrived.
  await page.waitForFunction((ms) => performance.now() > ms, CONTACT_MIN_FILL_MS + 500);
  await form.submit.click();
  await expect(contactIsland(page)).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await expect(page.getByRole('heading', { name: 'Messaggio inviato' })).toBeVisible({ timeout: 20_000 });
  expect(page.url()).not.toContain('?');

  // Not taken for a bot sent within the first seconds: it is in the inbox, not in Spam.
  const firm = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  await signInApi(firm, e2eAdmin);
  const q = encodeURIComponent(subject);
  const inbox = await (await firm.get(`/api/admin/contact-messages?q=${q}`)).json();
  const spam = await (await firm.get(`/api/admin/contact-messages/spam?q=${q}`)).json();
  expect(inbox.items.map((m: { subject: string }) => m.subject)).toEqual([subject]);
  expect(spam.items).toEqual([]);
  await firm.dispose();
});
