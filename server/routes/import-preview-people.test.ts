import { previewFile, readFirstPage } from '@common/pdf-first-page';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfLines } from '../../test/support/pdf-page';
import { personCodes } from '../../test/support/tax-codes';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';
import { users } from '../db/schema';

let t: TestApp;
let admin: Record<string, string>;
/** Clients: a company by its partita IVA, two people, a company whose codice fiscale is its partita IVA. */
let acme: { id: number };
let mario: { id: number };
let luigi: { id: number };
let edil: { id: number };
const ACME_PIVA = '12345678903';
const MARIO_CF = 'RSSMRA85T10A562S';
const LUIGI_CF = 'VRDLGU80A01H501Q';
const LUIGI_PIVA = '07654321095';
const EDIL_CODE = '06363391001';
/** A company that is no client of the firm (codice fiscale and partita IVA alike). */
const STRANGER = '01114601006';

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  const client = async (username: string, codes: { codiceFiscale?: string; partitaIva?: string }) => {
    const row = await createUser(t.app, { username });
    await t.app.db.update(users).set(codes).where(eq(users.id, row.id));
    return row;
  };
  acme = await client('acme.srl', { partitaIva: ACME_PIVA });
  mario = await client('mario', { codiceFiscale: MARIO_CF });
  luigi = await client('luigi', { codiceFiscale: LUIGI_CF, partitaIva: LUIGI_PIVA });
  edil = await client('edil.srl', { codiceFiscale: EDIL_CODE, partitaIva: EDIL_CODE });
});
afterAll(() => t.close());

async function preview(files: object[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/imports/preview',
    cookies: admin,
    payload: { files },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rows as Record<string, unknown>[];
}

/** A PDF's first page read as the panel and `npm run import` read it, then asked about. */
async function previewPage(name: string, lines: string[]) {
  const page = await readFirstPage(new Uint8Array(pdfLines(lines, 6)));
  return (await preview([previewFile(name, page)]))[0]!;
}

const ids = (row: Record<string, unknown>) =>
  (row.candidates as { id: number }[]).map((c) => c.id).sort((a, b) => a - b);

describe('the import preview counts people, not codes', () => {
  it("a payroll summary headed with client A's partita IVA, listing 20 employees with client B, is ambiguous, not B's", async () => {
    const employees = personCodes(19);
    employees.splice(7, 0, MARIO_CF);
    const row = await previewPage('riepilogo_paghe_novembre.pdf', [
      `ACME S.r.l. - Partita IVA ${ACME_PIVA} - Riepilogo paghe novembre 2026`,
      ...employees.map((cf, n) => `${n + 1}. Dipendente ${cf} netto 1.850,00`),
    ]);
    expect(row).toMatchObject({ status: 'ambiguous', userId: null, readFrom: 'firstPage', others: 19 });
    expect((row.read as string[])[0]).toBe(ACME_PIVA);
    expect(ids(row)).toEqual([acme.id, mario.id].sort((a, b) => a - b));
  });

  it('a register of 24 people naming two clients, the 2nd and the 22nd, is ambiguous', async () => {
    const people = personCodes(22, 'C');
    people.splice(1, 0, MARIO_CF);
    people.splice(21, 0, LUIGI_CF);
    const row = await previewPage(
      'registro_presenze_novembre.pdf',
      people.map((cf, n) => `${n + 1}. ${cf} presente`),
    );
    expect(row).toMatchObject({ status: 'ambiguous', userId: null, others: 22 });
    expect(ids(row)).toEqual([mario.id, luigi.id].sort((a, b) => a - b));
  });

  it("a payslip naming an employer who is no client and one client employee is 'da confermare', the employee proposed", async () => {
    const row = await previewPage('scansione_cedolino.pdf', [
      `Azienda: Nuova Idea S.r.l. - Codice fiscale ${STRANGER} - Partita IVA IT${STRANGER}`,
      `Dipendente: Rossi Mario - Codice fiscale ${MARIO_CF}`,
    ]);
    // The employer's codice fiscale and partita IVA, one number: one other person, not two.
    expect(row).toMatchObject({
      status: 'proposed',
      userId: null,
      read: [STRANGER, MARIO_CF],
      candidates: [{ id: mario.id, via: 'codiceFiscale' }],
      others: 1,
    });
  });

  it('a company whose codice fiscale equals its partita IVA is one person, and so is a client by both codes', async () => {
    const page = await previewPage('f24_ottobre.pdf', [
      `Contribuente: Edil S.r.l. - Codice fiscale ${EDIL_CODE}`,
      `Partita IVA IT${EDIL_CODE}`,
    ]);
    expect(page).toMatchObject({ status: 'matched', userId: edil.id, others: 0 });
    const [byName, bothCodes] = await preview([
      { name: `F24_${EDIL_CODE}_IT${EDIL_CODE}.pdf` },
      { name: `F24_2026_${LUIGI_CF}_${LUIGI_PIVA}.pdf` },
    ]);
    expect(byName).toMatchObject({ status: 'matched', userId: edil.id, others: 0 });
    expect(bothCodes).toMatchObject({ status: 'matched', userId: luigi.id, others: 0 });
  });

  it("a name carrying one client's code stays matched; one naming a client and somebody else waits for the firm", async () => {
    const [one, two] = await preview([
      { name: `cedolino_2026_11_${MARIO_CF}.pdf` },
      { name: `cedolino_2026_11_${MARIO_CF}_${STRANGER}.pdf` },
    ]);
    expect(one).toMatchObject({ status: 'matched', userId: mario.id, readFrom: 'name', others: 0 });
    expect(two).toMatchObject({ status: 'proposed', userId: null, readFrom: 'name', others: 1 });
  });

  it('codes the sender left out count as people, and any of them may be a client: ambiguous, never proposed', async () => {
    const [row] = await preview([
      { name: 'registro.pdf', pageCodes: [MARIO_CF, ...personCodes(99, 'D')], pageCodesOmitted: 40 },
    ]);
    expect(row).toMatchObject({ status: 'ambiguous', userId: null, others: 139 });
    expect(ids(row!)).toEqual([mario.id]);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports/preview',
      cookies: admin,
      payload: { files: [{ name: 'a.pdf', pageCodes: [MARIO_CF], pageCodesOmitted: -1 }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Numero dei codici non inviati non valido');
  });
});
