import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const axePath = createRequire(import.meta.url).resolve('axe-core');

// WCAG 2.2 AA (which includes 2.0 and 2.1 A/AA) plus axe's best practices.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

function summarize(violations: Result[]): string {
  return violations
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}`).join('\n')}`,
    )
    .join('\n');
}

/**
 * Runs axe-core in the page. The script is injected inline, so specs calling
 * this need `test.use({ bypassCSP: true })` against the production CSP.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(
    (runTags) =>
      (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: runTags } },
      ),
    tags,
  );
  expect(results.violations, summarize(results.violations)).toEqual([]);
}
