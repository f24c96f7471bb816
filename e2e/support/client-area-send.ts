import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the client area's 'Invia documenti' tab (the user is signed in) and answers its panel. */
export async function openSendTab(page: Page): Promise<Locator> {
  await page.goto('/area-clienti');
  await page.getByRole('tab', { name: 'Invia documenti' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Invia documenti' });
  await expect(panel.getByRole('heading', { name: 'Invia documenti allo studio' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Documenti inviati' })).toBeVisible();
  return panel;
}

interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Chooses files through the 'Scegli i file' button, as a person would. */
export async function pickFiles(page: Page, panel: Locator, files: FilePayload[]) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    panel.getByRole('button', { name: 'Scegli i file' }).click(),
  ]);
  await chooser.setFiles(files);
  return chooser;
}

/** What the page showed during a run: each file's states in order, each bar's values in order. */
export interface QueueRecord {
  states: Record<string, string[]>;
  values: Record<string, number[]>;
}

/**
 * Records the queue from inside the page on every change, so states that last
 * only a moment are caught: each entry's "Stato: …" by file name, and every
 * progress bar's value by its name.
 */
export async function recordQueue(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record: QueueRecord = { states: {}, values: {} };
    const push = <T>(map: Record<string, T[]>, key: string, value: T) => {
      const list = map[key] ?? [];
      if (list.at(-1) !== value) list.push(value);
      map[key] = list;
    };
    const panel = document.querySelector('[role=tabpanel][id$=invia]') ?? document.body;
    const take = () => {
      for (const item of panel.querySelectorAll('ul > li')) {
        const list = document.getElementById(item.parentElement?.getAttribute('aria-labelledby') ?? '');
        if (!/file da inviare$/.test(list?.textContent ?? '')) continue;
        const state = /Stato: (In attesa|Invio in corso|Inviato|Errore|Non inviabile)/.exec(
          item.textContent ?? '',
        );
        const name = item.querySelector('p')?.textContent;
        if (state && name) push(record.states, name, state[1]!);
      }
      for (const bar of panel.querySelectorAll('[role=progressbar]')) {
        const label = document.getElementById(bar.getAttribute('aria-labelledby') ?? '')?.textContent;
        const value = bar.getAttribute('aria-valuenow');
        if (label && value !== null) push(record.values, label, Number(value));
      }
    };
    take();
    new MutationObserver(take).observe(panel, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
    (window as unknown as { queueRecord: QueueRecord }).queueRecord = record;
  });
}

/** The record made by recordQueue. */
export function readQueueRecord(page: Page): Promise<QueueRecord> {
  return page.evaluate(() => (window as unknown as { queueRecord: QueueRecord }).queueRecord);
}
