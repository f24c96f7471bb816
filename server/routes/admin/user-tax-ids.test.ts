import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/support/test-app';
import { createUser, login } from '../../../test/support/users';
import { auditEvents, users } from '../../db/schema';
import { takenTaxIdError } from '../../users/tax-ids';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

const CF = 'RSSMRA85T10A562S';
const PIVA = '06363391001';
const patch = (id: number, payload: object, cookies = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, payload, cookies });
const create = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    cookies: admin,
    payload: {
      fullName: 'Cliente Fiscale',
      email: 'fiscale@example.it',
      password: 'Bilancio-Annuale-2026',
      ...payload,
    },
  });

describe('a client’s codice fiscale and partita IVA', () => {
  it('are set on creation, normalised, and listed and found by the users search', async () => {
    const res = await create({
      username: 'con.cf',
      codiceFiscale: ' rssmra85t10a562s ',
      partitaIva: 'IT06363391001',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ codiceFiscale: CF, partitaIva: PIVA });
    for (const q of ['rssmra85', '0636339']) {
      const found = await t.app.inject({ url: `/api/admin/users?q=${q}`, cookies: admin });
      expect(found.json().items.map((u: { username: string }) => u.username)).toEqual(['con.cf']);
      // The pickers (a document's recipient, a filter) search the same text.
      const picked = await t.app.inject({ url: `/api/admin/clients?q=${q}`, cookies: admin });
      expect(picked.json().items.map((u: { username: string }) => u.username)).toEqual(['con.cf']);
    }
  });

  it('are optional: an account has none until the firm adds them', async () => {
    const res = await create({ username: 'senza.cf' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ codiceFiscale: null, partitaIva: null });
  });

  it('refuse a wrong identifier with a 400 saying what is wrong, under its field', async () => {
    const res = await create({
      username: 'cf.sbagliato',
      codiceFiscale: 'RSSMRA85T10A562T',
      partitaIva: '0636339100',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      codiceFiscale:
        "Il carattere di controllo del codice fiscale (l'ultimo) non corrisponde: controlla di averlo copiato bene",
      partitaIva: 'La partita IVA deve avere 11 cifre',
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.username, 'cf.sbagliato'));
    expect(row).toBeUndefined();
  });

  it('refuse (409) an identifier another client has, on creation and on change', async () => {
    const taken = await create({ username: 'doppione', codiceFiscale: CF });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'Il codice fiscale è già di un altro cliente (con.cf)',
      fieldErrors: { codiceFiscale: 'Il codice fiscale è già di un altro cliente (con.cf)' },
    });
    const other = await createUser(t.app, { username: 'altro.cliente' });
    const res = await patch(other.id, { partitaIva: '06363391001' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('La partita IVA è già di un altro cliente (con.cf)');
  });

  it("refuse (409) a number that is another client's code of the other kind: one number, one client", async () => {
    const company = await create({ username: 'societa.cf', codiceFiscale: '07654321095' });
    expect(company.statusCode).toBe(201);
    const sameAsPiva = await create({ username: 'societa.piva', partitaIva: '07654321095' });
    expect(sameAsPiva.statusCode).toBe(409);
    expect(sameAsPiva.json().fieldErrors).toEqual({
      partitaIva: 'La partita IVA è il codice fiscale di un altro cliente (societa.cf)',
    });
    const other = await createUser(t.app, { username: 'altra.societa' });
    const res = await patch(other.id, { codiceFiscale: PIVA });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Il codice fiscale è la partita IVA di un altro cliente (con.cf)');
    // The same company with both codes equal stays one client.
    expect((await patch(company.json().id, { partitaIva: '07654321095' })).statusCode).toBe(200);
  });

  it('are changed and cleared with PATCH, a field left out staying as it is, and audited', async () => {
    const client = await createUser(t.app, { username: 'da.modificare' });
    const set = await patch(client.id, { codiceFiscale: 'MRTMTT25D09F205Z', partitaIva: '01114601006' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ codiceFiscale: 'MRTMTT25D09F205Z', partitaIva: '01114601006' });
    // Omocodia: a letter where a digit was, with its own control letter.
    const omocode = await patch(client.id, { codiceFiscale: 'RSSMRA85T10A56NH' });
    expect(omocode.json()).toMatchObject({ codiceFiscale: 'RSSMRA85T10A56NH', partitaIva: '01114601006' });
    const cleared = await patch(client.id, { partitaIva: '' });
    expect(cleared.json()).toMatchObject({ codiceFiscale: 'RSSMRA85T10A56NH', partitaIva: null });
    const nulled = await patch(client.id, { codiceFiscale: null });
    expect(nulled.json()).toMatchObject({ codiceFiscale: null });
    const events = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'user.tax-ids.update'));
    expect(events.filter((e) => (e.details as { target: number }).target === client.id)).toHaveLength(4);
  });

  it('belong to clients only, and only an admin may set them', async () => {
    const res = await patch(1, { codiceFiscale: CF });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Codice fiscale e partita IVA si indicano solo per i clienti');
    const client = await createUser(t.app, { username: 'cliente.curioso' });
    const own = await login(t.app, client.username, client.password);
    const refused = await patch(client.id, { codiceFiscale: 'MRTMTT25D09F205Z' }, own);
    expect(refused.statusCode).toBe(403);
    expect((await patch(99999, { partitaIva: null })).statusCode).toBe(404);
  });

  it('refuse a change of nothing with a 400, not an error of the database', async () => {
    const client = await createUser(t.app, { username: 'niente.da.cambiare' });
    for (const payload of [{}, { nome: 'Mario' }]) {
      const res = await patch(client.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Indica il codice fiscale o la partita IVA da modificare' });
    }
  });

  it('name the identifier when the database refuses a duplicate two admins saved at once', async () => {
    const client = await createUser(t.app, { username: 'gara.tra.admin' });
    const error = await t.app.db
      .update(users)
      .set({ partitaIva: PIVA })
      .where(eq(users.id, client.id))
      .catch((e: unknown) => e);
    expect(takenTaxIdError(error)).toMatchObject({
      statusCode: 409,
      message: 'La partita IVA è già di un altro cliente',
      fieldErrors: { partitaIva: 'La partita IVA è già di un altro cliente' },
    });
    expect(takenTaxIdError(new Error('altro'))).toBeNull();
  });
});
