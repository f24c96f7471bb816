import { expect } from '@playwright/test';
import { firmProfile } from '../common/firm-profile';
import { holdRequests, scrollToY, sections } from './support/site';
import { test } from './support/test';

test.describe('header', () => {
  test('lists the six sections and the reserved area, each leading to its page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principale' });
    await expect(nav.getByRole('link')).toHaveText(sections.map((s) => s.label));
    for (const section of sections) {
      const link = nav.getByRole('link', { name: section.label, exact: true });
      await expect(link).toHaveAttribute('href', section.path);
      await link.click();
      await expect(page).toHaveURL(section.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.heading);
      await expect(link).toHaveAttribute('aria-current', 'page');
    }

    const account = page.getByRole('banner').getByRole('link', { name: 'Area Riservata', exact: true });
    await expect(account).toHaveAttribute('href', '/auth');
    await account.click();
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Area Riservata');
  });

  test('the brand links to the home page', async ({ page }) => {
    await page.goto('/servizi');
    await page.getByRole('banner').getByRole('link', { name: firmProfile.brandName, exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  test.describe('on a short window', () => {
    test.use({ viewport: { width: 1280, height: 500 } });

    test('gets a shadow only after more than 10 px of scroll', async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header).toHaveCSS('position', 'sticky');
      await expect(header).toHaveCSS('box-shadow', 'none');

      // Wait for hydration: the scroll listener is attached by then.
      await scrollToY(page, 200);
      await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');

      await scrollToY(page, 0);
      await expect(header).toHaveCSS('box-shadow', 'none');

      await scrollToY(page, 10);
      expect(await page.evaluate(() => window.scrollY)).toBe(10);
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      await expect(header).toHaveCSS('box-shadow', 'none');

      await scrollToY(page, 11);
      await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
      await expect(header).toBeInViewport();
    });

    test('gets its shadow also when the page was scrolled before its script arrived', async ({ page }) => {
      // On a slow phone the islands' runtime comes after the first paint: the one scroll may come first.
      const release = await holdRequests(page, '**/assets/islands-*.js');
      await page.goto('/');
      const header = page.getByRole('banner');
      await scrollToY(page, 200);
      release();
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    });
  });
});

test('the skip link is the first stop of the keyboard and moves focus to the content', async ({ page }) => {
  await page.goto('/chi-siamo');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Vai al contenuto principale', exact: true });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens as a side sheet with every link and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Principale' })).toBeHidden();
    const trigger = page.getByRole('button', { name: 'Apri menu', exact: true });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    const menu = page.getByRole('dialog', { name: 'Menu' });
    // A click before hydration does nothing; once the menu is open, the trigger sits behind it.
    await expect(async () => {
      if (!(await menu.isVisible())) await trigger.click({ timeout: 2000 });
      await expect(menu).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    // The open modal hides the rest of the page from the accessibility tree.
    await expect(page.locator('button[aria-label="Apri menu"]')).toHaveAttribute('aria-expanded', 'true');

    const links = menu.getByRole('navigation', { name: 'Menu mobile' }).getByRole('link');
    await expect(links).toHaveText(sections.map((s) => s.label));
    for (const [i, section] of sections.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', section.path);
    }
    await expect(menu.getByRole('link', { name: 'Area Riservata', exact: true })).toHaveAttribute(
      'href',
      '/auth',
    );

    await menu.getByRole('link', { name: 'Servizi', exact: true }).click();
    await expect(page).toHaveURL('/servizi');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('I Nostri Servizi');

    await trigger.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Chiudi menu', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/servizi');

    // The browser's back button is navigation too.
    await trigger.click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(menu).toBeHidden();
  });

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Apri menu', exact: true });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(async () => {
      if (!(await menu.isVisible())) {
        await trigger.focus({ timeout: 2000 });
        await page.keyboard.press('Enter');
      }
      await expect(menu).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });

    // Focus is inside the sheet and stays there while tabbing.
    for (let i = 0; i < 10; i++) {
      await expect(menu.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    const contatti = menu.getByRole('link', { name: 'Contatti', exact: true });
    for (let i = 0; i < 10 && !(await contatti.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(contatti).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/contatti');
    await expect(menu).toBeHidden();
  });
});
