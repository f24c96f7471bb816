import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** The contact form's controls on /contatti. */
export function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Modulo di contatto' });
  return {
    form,
    name: form.getByRole('textbox', { name: 'Nome e cognome', exact: true }),
    email: form.getByRole('textbox', { name: 'Email', exact: true }),
    subject: form.getByRole('textbox', { name: 'Oggetto', exact: true }),
    message: form.getByRole('textbox', { name: 'Messaggio', exact: true }),
    privacy: form.getByRole('checkbox', { name: /^Ho letto e accetto la Privacy Policy/ }),
    submit: form.getByRole('button', { name: /Invia messaggio|Invio in corso\.\.\./ }),
  };
}

/** Opens /contatti, scrolls to the form and waits for its island to run (it loads as it comes into view). */
export async function openContactForm(page: Page) {
  await page.goto('/contatti');
  const form = contactForm(page);
  await form.form.scrollIntoViewIfNeeded();
  await expect(contactIsland(page)).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  return form;
}

/** The contact form's island box: `data-hydrated="true"` once its code has run. */
export function contactIsland(page: Page) {
  return page.locator('[data-island]', { has: page.getByRole('form', { name: 'Modulo di contatto' }) });
}

export async function fillContactForm(form: ReturnType<typeof contactForm>, subject: string) {
  await form.name.fill('Giovanni Esposito');
  await form.email.fill('giovanni.esposito@example.it');
  await form.subject.fill(subject);
  await form.message.fill('Buongiorno, vorrei un appuntamento per la dichiarazione dei redditi.');
  await form.privacy.check();
}

const axePath = createRequire(import.meta.url).resolve('axe-core');
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core on part of a page (CSS selectors), for checks of this feature that
 * must not depend on the rest of the page. Needs `test.use({ bypassCSP: true })`.
 */
export async function expectNoAxeViolationsIn(page: Page, include: string[]): Promise<void> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(
    async ({ selectors, tags }) => {
      const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<AxeResults> } })
        .axe;
      const results = await axe.run({ include: selectors }, { runOnly: { type: 'tag', values: tags } });
      return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`);
    },
    { selectors: include, tags: axeTags },
  );
  expect(violations).toEqual([]);
}
