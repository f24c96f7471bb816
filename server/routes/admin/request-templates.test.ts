import { describe, expect, it } from 'vitest';
import { TEMPLATE_NAME_TAKEN } from '../../../common/document-requests';
import { type RequestTemplate, requestTemplateSchema } from '../../../common/schemas/document-requests';
import { setupAdminApp } from '../../../test/support/setup-test-app';

const { t, admin } = setupAdminApp();
const URL = '/api/admin/request-templates';
const list = async () => (await t.app.inject({ url: URL, cookies: admin })).json<RequestTemplate[]>();
const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, cookies: admin, payload });

const checklist = {
  name: 'IMU',
  title: 'Documenti per l’IMU',
  items: [
    { name: 'Visure catastali', hint: ' Di tutti gli immobili ', category: 'contratti-immobili' },
    { name: 'Atti di acquisto', category: 'contratti-immobili' },
  ],
};

describe('request templates', () => {
  it('ship three Italian checklists, by name', async () => {
    const shipped = await list();
    expect(shipped.map((tpl) => tpl.name)).toEqual(['730', 'Nuovo cliente', 'Redditi PF']);
    for (const tpl of shipped) expect(requestTemplateSchema.parse(tpl)).toEqual(tpl);
    const [modello730] = shipped;
    expect(modello730!.title).toBe('Documenti per il modello 730');
    expect(modello730!.items[0]).toEqual({
      name: 'Certificazione Unica (CU)',
      hint: "Rilasciata dal datore di lavoro o dall'ente pensionistico",
      category: 'buste-paga-lavoro',
    });
    expect(modello730!.items.map((i) => i.name)).toContain('Spese mediche e farmaci');
  });

  it('are created, edited and deleted; a name is taken whatever its case', async () => {
    const created = await send('POST', URL, checklist);
    expect(created.statusCode, created.body).toBe(201);
    const tpl = created.json<RequestTemplate>();
    expect(tpl).toMatchObject({
      name: 'IMU',
      items: [
        { name: 'Visure catastali', hint: 'Di tutti gli immobili', category: 'contratti-immobili' },
        { name: 'Atti di acquisto', hint: null, category: 'contratti-immobili' },
      ],
    });

    const taken = await send('POST', URL, { ...checklist, name: 'imu' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: TEMPLATE_NAME_TAKEN });
    const renamedOntoShipped = await send('PUT', `${URL}/${tpl.id}`, { ...checklist, name: '730' });
    expect(renamedOntoShipped.statusCode).toBe(409);

    t.clock.advance(60_000);
    const edited = await send('PUT', `${URL}/${tpl.id}`, {
      ...checklist,
      name: 'Imu',
      items: [checklist.items[1]],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: tpl.id, name: 'Imu', items: [{ name: 'Atti di acquisto' }] });
    expect(edited.json().updatedAt).toBe(t.clock.now.toISOString());

    // A shipped one is the firm's to edit like any other.
    const shipped = (await list()).find((x) => x.name === 'Nuovo cliente')!;
    const ours = await send('PUT', `${URL}/${shipped.id}`, { ...shipped, title: 'Benvenuto nello studio' });
    expect(ours.json()).toMatchObject({ name: 'Nuovo cliente', title: 'Benvenuto nello studio' });

    const deleted = await t.app.inject({ method: 'DELETE', url: `${URL}/${tpl.id}`, cookies: admin });
    expect(deleted.statusCode).toBe(204);
    expect((await list()).map((x) => x.name)).not.toContain('Imu');
    const again = await t.app.inject({ method: 'DELETE', url: `${URL}/${tpl.id}`, cookies: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Modello non trovato' });
    for (const id of ['999999', 'x']) {
      expect((await send('PUT', `${URL}/${id}`, checklist)).statusCode).toBe(404);
    }
  });

  it.each([
    [{ name: '' }, 'name', 'Dai un nome al modello'],
    [{ title: '' }, 'title', 'Il titolo è obbligatorio'],
    [{ items: [] }, 'items', 'Aggiungi almeno un documento alla lista'],
    [{ items: [{ name: 'X', category: 'nessuna' }] }, 'items.0.category', undefined],
  ])('refuse %j with 400 on %s', async (fields, field, message) => {
    const res = await send('POST', URL, { ...checklist, name: 'Altro', ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message ?? res.json().fieldErrors[field]);
    expect(res.json().fieldErrors[field]).toBeTruthy();
  });
});
