import { expect, request } from '@playwright/test';
import { pdfFile } from '../test/support/document-fixtures';
import { pdfLines } from '../test/support/pdf-page';
import { personCodes } from '../test/support/tax-codes';
import { createUserViaApi, newClient, signInAsAdmin, uniqueTag, uniqueTaxIds } from './support/admin-users';
import { expectNoAxeViolations } from './support/axe';
import { shownToast, signInApi } from './support/sign-in';
import { test } from './support/test';

test.use({ bypassCSP: true });

test("files naming a client and other people wait for the firm's yes, given one by one or all at once", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const a = { ...newClient(uniqueTag('people-a')), ...uniqueTaxIds() };
  const b = { ...newClient(uniqueTag('people-b')), ...uniqueTaxIds() };
  await createUserViaApi(page, { ...a, partitaIva: undefined });
  await createUserViaApi(page, { ...b, partitaIva: undefined });
  // The employer is no client of the firm: each payslip names it beside its employee.
  const employer = uniqueTaxIds().partitaIva;
  const employees = personCodes(18, 'Q');
  const pdf = (name: string, buffer = pdfFile(name)) => ({ name, mimeType: 'application/pdf', buffer });
  const files = [
    pdf(`cedolino_2026_11_${a.codiceFiscale}_IT${employer}.pdf`),
    pdf(`cedolino_2026_11_${b.codiceFiscale}_IT${employer}.pdf`),
    pdf(`cedolino_2026_10_${a.codiceFiscale}_IT${employer}.pdf`),
    pdf(
      'scansione-cedolino.pdf',
      pdfLines([`Azienda - Partita IVA ${employer}`, `Dipendente - Codice fiscale ${b.codiceFiscale}`]),
    ),
    // A payroll summary naming both clients among twenty employees: ambiguous, never proposed.
    pdf(
      'riepilogo-paghe.pdf',
      pdfLines(
        [
          `Azienda - Partita IVA ${employer} - Riepilogo paghe novembre 2026`,
          ...[a.codiceFiscale, ...employees, b.codiceFiscale].map((cf, n) => `${n + 1}. ${cf} 1.850,00`),
        ],
        8,
      ),
    ),
    pdf(`cedolino_2026_09_${a.codiceFiscale}.pdf`),
  ];

  await page.goto('/admin?scheda=importa');
  const section = page.getByRole('region', { name: 'Importa documenti' });
  await section.locator('input[type="file"]').setInputFiles(files);
  await expect(
    section.getByText('6 file: 1 abbinato, 4 da confermare, 1 ambiguo, 0 non abbinati'),
  ).toBeVisible();
  const row = (name: string) => section.getByRole('listitem').filter({ hasText: name });
  const first = row(`cedolino_2026_11_${a.codiceFiscale}`);
  await expect(first).toContainText(
    `Da confermare: proposto ${a.fullName} (${a.username}), ma il nome nomina un'altra persona (letto: ${a.codiceFiscale}, ${employer}). Conferma o scegli un altro cliente.`,
  );
  await expect(row('scansione-cedolino.pdf')).toContainText(
    `Da confermare: proposto ${b.fullName} (${b.username}), ma la prima pagina nomina un'altra persona (letto nella prima pagina: ${employer}, ${b.codiceFiscale}).`,
  );
  await expect(row('riepilogo-paghe.pdf')).toContainText(
    `Ambiguo: più clienti hanno i codici della prima pagina (letto nella prima pagina: ${employer}, ${a.codiceFiscale}, ${employees.slice(0, 3).join(', ')} e altri 16).`,
  );
  await expect(section.getByText('4 file da confermare', { exact: true })).toBeVisible();
  await expect(section).toContainText("Controllali nell'elenco: 4 nominano un'altra persona.");
  await expectNoAxeViolations(page);

  // Nothing goes while one is unconfirmed.
  await row('riepilogo-paghe.pdf')
    .getByRole('button', { name: /^Togli/ })
    .click();
  await section.getByRole('button', { name: 'Importa 5 documenti' }).click();
  await expect(shownToast(page)).toContainText('Conferma il cliente proposto per i file da confermare');

  // One by one…
  await first
    .getByRole('button', { name: `Conferma ${a.fullName} per cedolino_2026_11_${a.codiceFiscale}` })
    .click();
  await expect(first).toContainText(
    `Confermato per ${a.fullName} (${a.username}): il nome nomina un'altra persona`,
  );
  await expect(section).toContainText("Controllali nell'elenco: 3 nominano un'altra persona.");
  // …and the rest at once.
  await section.getByRole('button', { name: 'Conferma tutti i 3 file da confermare' }).click();
  await expect(section.getByText(/file da confermare: ognuno nomina/)).toHaveCount(0);
  await expect(row('scansione-cedolino.pdf')).toContainText(`Confermato per ${b.fullName} (${b.username})`);

  await section.getByRole('button', { name: 'Importa 5 documenti' }).click();
  await expect(shownToast(page)).toContainText('Importati 5 documenti.', { timeout: 60_000 });
  for (const [credentials, count] of [
    [a, 3],
    [b, 2],
  ] as const) {
    const own = await request.newContext({ baseURL });
    await signInApi(own, credentials);
    const listed = await (await own.get('/api/documents?limit=50')).json();
    expect(listed.total, credentials.username).toBe(count);
    await own.dispose();
  }
});
