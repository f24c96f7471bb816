import { expect as baseExpect, devices, type Page, type Route } from '@playwright/test';
import { MAX_FILES_PER_BATCH, TOO_MANY_FILES_MESSAGE } from '../common/client-uploads';
import { MAX_DOCUMENT_BYTES, TOO_LARGE_MESSAGE } from '../common/documents';
import { pdfFile, pngFile } from '../test/support/document-fixtures';
import { openSendTab, pickFiles } from './support/client-area-send';
import { e2eClients } from './support/fixtures';
import { shownToast, signInWithRequest } from './support/sign-in';
import { test } from './support/test';

// None of these tests stores anything: each stops before a file reaches the server.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];

async function signedIn(page: Page) {
  await page.goto('/');
  await signInWithRequest(page, e2eClients.chiara);
  return openSendTab(page);
}

const text = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(`${name}\n`) });

test.describe('on a phone', () => {
  test.use(phone);

  test('up to 20 files: the rest are named, not silently dropped; removing moves the focus sensibly', async ({
    page,
  }) => {
    const panel = await signedIn(page);
    const files = Array.from({ length: MAX_FILES_PER_BATCH + 1 }, (_, i) => text(`nota-${i + 1}.txt`));
    await pickFiles(page, panel, files);
    const alert = panel.getByRole('alert');
    await expect(alert).toHaveText(`${TOO_MANY_FILES_MESSAGE}. Non è stato aggiunto: nota-21.txt.`);
    const queue = panel.getByRole('list', { name: '20 file da inviare' });
    await expect(queue.getByRole('listitem')).toHaveCount(20);

    // A full queue takes nothing more, and says which files stayed out.
    await pickFiles(page, panel, [text('altro-1.txt'), text('altro-2.txt')]);
    await expect(alert).toHaveText(
      `${TOO_MANY_FILES_MESSAGE}. Non sono stati aggiunti 2 file: altro-1.txt, altro-2.txt.`,
    );
    await expect(queue.getByRole('listitem')).toHaveCount(20);

    // After a removal the focus lands on the list's heading, which tells the new count.
    await panel.getByRole('button', { name: 'Rimuovi nota-3.txt' }).click();
    const heading = panel.getByRole('heading', { name: '19 file da inviare' });
    await expect(heading).toBeFocused();
    await pickFiles(page, panel, [text('ultimo.txt')]);
    await expect(alert).toHaveCount(0);
    await expect(
      panel.getByRole('list', { name: '20 file da inviare' }).getByRole('listitem').last(),
    ).toContainText('ultimo.txt');
  });

  test('an empty file and one over 10 MB are flagged at once and never sent', async ({ page }) => {
    const panel = await signedIn(page);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/client-uploads')) requests.push(r.url());
    });
    await pickFiles(page, panel, [
      { name: 'vuoto.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
      {
        name: 'scansione enorme.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([pdfFile(), Buffer.alloc(MAX_DOCUMENT_BYTES)]),
      },
    ]);
    const entries = panel.getByRole('list', { name: '2 file da inviare' }).getByRole('listitem');
    await expect(entries.getByText('Stato: Non inviabile', { exact: true })).toHaveCount(2);
    await expect(entries.filter({ hasText: 'vuoto.pdf' })).toContainText('Il file è vuoto');
    await expect(entries.filter({ hasText: 'scansione enorme.pdf' })).toContainText(TOO_LARGE_MESSAGE);
    await expect(panel.getByRole('button', { name: 'Rimuovi vuoto.pdf' })).toHaveAccessibleDescription(
      'Il file è vuoto',
    );
    await panel.getByRole('button', { name: 'Invia', exact: true }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'Nessun file da inviare: rimuovi i file non validi e scegline altri',
    );
    expect(requests).toEqual([]);

    // Removing the last file leaves the picker focused.
    await panel.getByRole('button', { name: 'Rimuovi vuoto.pdf' }).click();
    await panel.getByRole('button', { name: 'Rimuovi scansione enorme.pdf' }).click();
    await expect(panel.getByRole('button', { name: 'Scegli i file' })).toBeFocused();
    await expect(panel.getByRole('list', { name: /file da inviare/ })).toHaveCount(0);
  });

  test('a session that ended stops the sending and asks to sign in again', async ({ page }) => {
    const panel = await signedIn(page);
    await pickFiles(page, panel, [{ name: 'ricevuta.png', mimeType: 'image/png', buffer: pngFile() }]);
    await panel.getByLabel('Categoria per ricevuta.png').selectOption({ label: 'Spese e detrazioni' });
    // Signed out elsewhere (same browser, another tab): the server forgets the session.
    const status = await page.evaluate(async () => (await fetch('/api/logout', { method: 'POST' })).status);
    expect(status).toBeLessThan(300);
    await panel.getByRole('button', { name: 'Invia 1 documento' }).click();
    await expect(shownToast(page)).toHaveText(/^Sessione scaduta\s*Accedi di nuovo per continuare\./);
    await expect(page).toHaveURL('/auth');
  });

  test('closing the page while sending asks first', async ({ page }) => {
    const panel = await signedIn(page);
    await pickFiles(page, panel, [{ name: 'ricevuta.png', mimeType: 'image/png', buffer: pngFile() }]);
    await panel.getByLabel('Categoria per ricevuta.png').selectOption({ label: 'Spese e detrazioni' });
    // The file never reaches the server: held, then dropped before the page goes.
    let held!: (route: Route) => void;
    const request = new Promise<Route>((resolve) => {
      held = resolve;
    });
    await page.route('**/api/client-uploads', (route) => held(route));
    await panel.getByRole('button', { name: 'Invia 1 documento' }).click();
    await expect(panel.getByText('Stato: Invio in corso', { exact: true })).toBeVisible();
    // Chromium runs beforeunload only for a page the user has interacted with: the click above counts.
    const dialog = page.waitForEvent('dialog');
    const closed = page.close({ runBeforeUnload: true });
    const shown = await dialog;
    expect(shown.type()).toBe('beforeunload');
    await (await request).abort();
    await shown.accept();
    await closed;
  });
});

test.describe('on a computer', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('files dropped on the zone join the queue; no camera button without a touch screen', async ({
    page,
  }) => {
    const panel = await signedIn(page);
    await expect(panel.getByRole('button', { name: 'Scatta una foto' })).toBeHidden();
    await expect(panel.getByText('oppure trascina qui i file')).toBeVisible();
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['%PDF-1.4\n'], 'F24 acconto.pdf', { type: 'application/pdf' }));
      transfer.items.add(new File(['ciao\n'], 'nota.txt', { type: 'text/plain' }));
      return transfer;
    });
    const zone = panel.getByText('oppure trascina qui i file').locator('xpath=ancestor::div[2]');
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    const queue = panel.getByRole('list', { name: '2 file da inviare' });
    await expect(queue.getByRole('listitem')).toHaveCount(2);
    await expect(panel.getByLabel('Titolo per F24 acconto.pdf')).toHaveValue('F24 acconto');
  });
});
