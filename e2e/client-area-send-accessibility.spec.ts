import { expect as baseExpect } from '@playwright/test';
import { exeFile, pngFile } from '../test/support/document-fixtures';
import { expectNoAxeViolations } from './support/axe';
import { openSendTab, pickFiles } from './support/client-area-send';
import { e2eClients } from './support/fixtures';
import { signInWithRequest } from './support/sign-in';
import { test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
// axe is injected as an inline script, which the site's CSP rightly forbids.
test.use({ bypassCSP: true });

// Nothing is stored: the only file that reaches the server is refused by it.
for (const [label, viewport, hasTouch] of [
  ['desktop', { width: 1280, height: 800 }, false],
  ['phone', { width: 390, height: 844 }, true],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport, hasTouch });

    test('“Invia documenti” has no axe violations: empty, with files queued, with errors shown', async ({
      page,
    }) => {
      await page.goto('/');
      await signInWithRequest(page, e2eClients.chiara);
      const panel = await openSendTab(page);
      await expectNoAxeViolations(page);

      const disguised = { name: 'contratto.pdf', mimeType: 'application/pdf', buffer: exeFile() };
      await pickFiles(page, panel, [disguised]);
      await panel.getByLabel('Categoria per contratto.pdf').selectOption({ label: 'Contratti e immobili' });
      await panel.getByRole('button', { name: 'Invia 1 documento' }).click();
      const failed = panel.getByRole('listitem').filter({ hasText: 'contratto.pdf' });
      await expect(failed.getByText('Stato: Errore', { exact: true })).toBeVisible();

      // One more to describe (refused for its missing category) and one the page flags at once.
      await pickFiles(page, panel, [
        { name: 'scontrino.png', mimeType: 'image/png', buffer: pngFile() },
        { name: 'vuoto.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) },
      ]);
      await panel.getByRole('button', { name: /^Invia 2 documenti$/ }).click();
      await expect(panel.getByLabel('Categoria per scontrino.png')).toHaveAttribute('aria-invalid', 'true');
      await expect(panel.getByText('Stato: Non inviabile', { exact: true })).toBeVisible();
      await panel.getByLabel('Nota per lo studio (facoltativa)').fill('Documenti del condominio');
      await expectNoAxeViolations(page);
    });
  });
}
