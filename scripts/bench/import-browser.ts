/**
 * `npm run bench:import` (second part): 'Importa documenti' in Chromium with
 * 500 files, on the built site. First 500 PDFs named by a client's codice
 * fiscale (the preview reads the names: the baseline), then 500 scans whose
 * names say nothing, each matched by the code on its first page, read in the
 * browser's worker with PDF.js. Times from the choice of the files to the
 * summary saying all are matched, by the page's own clock; median of three.
 */
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { users } from '../../server/db/schema';
import { pdfLines } from '../../test/support/pdf-page';
import { signIn } from './scale-run';
import { BENCH_ADMIN, startBenchServer } from './support';

const FILES = 500;
const CF = 'RSSMRA85T10A562S';
if (!existsSync('build/client')) throw new Error('run npm run build first');

const server = await startBenchServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await server.app.db.insert(users).values({
    username: 'cliente.import',
    passwordHash: '-',
    fullName: 'Cliente Import',
    email: 'import@example.it',
    codiceFiscale: CF,
  });
  const context = await browser.newContext();
  await signIn(context, server.url, BENCH_ADMIN, true);
  const page = await context.newPage();
  // A payslip's page: 40 lines, the code on the third.
  const body = pdfLines(
    Array.from({ length: 40 }, (_, l) => (l === 2 ? `Codice fiscale ${CF}` : `Voce ${l} ... 1.234,56 EUR`)),
  );
  const named = Array.from({ length: FILES }, (_, i) => ({
    name: `cedolino_2026_${i}_${CF}.pdf`,
    mimeType: 'application/pdf',
    buffer: body,
  }));
  const scans = named.map((f, i) => ({ ...f, name: `scansione_${i}.pdf` }));
  const times = { named: [] as number[], scans: [] as number[] };
  for (let run = 0; run < 3; run++) {
    times.named.push(await sortedIn(page, server.url, named));
    times.scans.push(await sortedIn(page, server.url, scans));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
  console.warn(
    `\n'Importa documenti' in Chromium, ${FILES} files (median of 3): named by codice fiscale ${(median(times.named) / 1000).toFixed(1)} s; scans read by their first page ${(median(times.scans) / 1000).toFixed(1)} s = ${(median(times.scans) / median(times.named)).toFixed(1)}× (${(median(times.scans) / FILES).toFixed(0)} ms a scan)`,
  );
} finally {
  await browser.close();
  await server.stop();
}

/** Milliseconds from choosing `files` to the summary saying every one is matched, by the page's clock. */
async function sortedIn(
  page: Page,
  base: string,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  await page.goto(`${base}/admin?scheda=importa`);
  const done = `${files.length} file: ${files.length} abbinati, 0 da confermare, 0 ambigui, 0 non abbinati`;
  await page.evaluate((text) => {
    const times = window as unknown as { chosenAt?: number; doneAt?: number };
    document.addEventListener('change', () => (times.chosenAt = performance.now()), {
      capture: true,
      once: true,
    });
    // Only the summary is read at each change: Playwright's own text queries over 500 rows slow the page.
    const observer = new MutationObserver(() => {
      if (document.querySelector('p[aria-live="polite"]')?.textContent?.includes(text)) {
        times.doneAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, done);
  await page
    .getByRole('region', { name: 'Importa documenti' })
    .locator('input[type="file"]')
    .setInputFiles(files);
  const took = await page.waitForFunction(
    () => {
      const times = window as unknown as { chosenAt?: number; doneAt?: number };
      return times.doneAt !== undefined && times.chosenAt !== undefined && times.doneAt - times.chosenAt;
    },
    undefined,
    { polling: 1000, timeout: 600_000 },
  );
  return (await took.jsonValue()) as number;
}
