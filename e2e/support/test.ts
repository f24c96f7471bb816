import { test as base, expect } from '@playwright/test';

/**
 * React's production errors for a page it could not hydrate as the server drew it. React then draws
 * the page again from scratch, and what the person did on it meanwhile (a tap, a typed key) is lost
 * without a trace on the screen: a toast drawn during hydration did so after every sign-in.
 */
const hydrationFailed = /Minified React error #(418|423|425)\b|Hydration failed/;

/**
 * Playwright's `test`, with a check every browser test gets: no page of the test's browser context was
 * drawn anew over a hydration mismatch.
 */
export const test = base.extend<{ hydrationMatches: undefined }>({
  hydrationMatches: [
    async ({ context }, use) => {
      const failures: string[] = [];
      context.on('weberror', (error) => {
        const { message } = error.error();
        if (hydrationFailed.test(message)) failures.push(`${error.page()?.url() ?? ''}: ${message}`);
      });
      await use(undefined);
      expect(failures, 'a page the server drew was drawn again in the browser').toEqual([]);
    },
    { auto: true },
  ],
});
