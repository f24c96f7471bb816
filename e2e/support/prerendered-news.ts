import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PUBLIC_URL_PLACEHOLDER } from '../../common/site-url';

const builtPage = path.resolve(import.meta.dirname, '../../build/client/news/index.html');

/** The prerendered /news as the build wrote it: the list in its loading state, fetched in the browser. */
export async function prerenderedNewsHtml(origin: string) {
  return (await readFile(builtPage, 'utf8')).replaceAll(PUBLIC_URL_PLACEHOLDER, origin);
}

/**
 * Opens /news as the server sends it while it cannot draw the list itself (its page code still loading,
 * the stored list unreadable): the prerendered page, whose island asks /api/news at once.
 */
export async function openPrerenderedNews(page: Page) {
  await page.route(/\/news$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const { origin } = new URL(route.request().url());
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: await prerenderedNewsHtml(origin),
    });
  });
  await page.goto('/news');
}
