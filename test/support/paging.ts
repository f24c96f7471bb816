import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Page } from '../../common/schemas/paging';

type Cookies = Record<string, string>;

/** One page of a list, checked for the shape every paged list answers. */
export async function getPage<T>(app: FastifyInstance, url: string, cookies: Cookies): Promise<Page<T>> {
  const res = await app.inject({ url, cookies });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  expect(res.headers['cache-control']).toMatch(/no-store/);
  const page = res.json<Page<T>>();
  expect(Object.keys(page).sort()).toEqual(['items', 'nextCursor', 'total', 'totalCapped']);
  return page;
}

/**
 * Follows `nextCursor` from the first page to the last, calling `between`
 * after each page (to insert rows while the walk goes on), and returns every
 * item seen, in order.
 */
export async function walkPages<T>(
  app: FastifyInstance,
  url: string,
  cookies: Cookies,
  options: { between?: (page: number) => Promise<void>; maxPages?: number } = {},
): Promise<{ items: T[]; pages: number; first: Page<T> }> {
  const join = url.includes('?') ? '&' : '?';
  let page = await getPage<T>(app, url, cookies);
  const first = page;
  const items = [...page.items];
  let pages = 1;
  while (page.nextCursor) {
    await options.between?.(pages);
    page = await getPage<T>(app, `${url}${join}cursor=${encodeURIComponent(page.nextCursor)}`, cookies);
    items.push(...page.items);
    pages++;
    if (pages > (options.maxPages ?? 1000)) throw new Error('the cursor walk does not end');
  }
  return { items, pages, first };
}
