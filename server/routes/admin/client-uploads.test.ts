import { adminClientUploadSchema } from '@common/schemas/client-uploads';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpClientUploadHarness, storeClientUpload } from '../../../test/support/client-uploads';
import { clientUploads } from '../../db/schema';

const h = setUpClientUploadHarness();

const list = async (query = '') => {
  const res = await h.t.app.inject({ url: `/api/admin/client-uploads${query}`, cookies: h.admin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { id: number; title: string; state: string }[] }).items;
};
const titles = async (query = '') => (await list(query)).map((u) => u.title);
const row = async (id: number) =>
  (await h.t.app.db.select().from(clientUploads).where(eq(clientUploads.id, id)))[0]!;

describe('GET /api/admin/client-uploads', () => {
  it("lists every client's uploads, newest first, with the sender and the firm's state", async () => {
    const older = await storeClientUpload(h.t.app, {
      userId: h.mario.id,
      title: 'Fattura',
      note: 'Quella di marzo',
      uploadedAt: new Date('2026-03-01T09:00:00Z'),
      seenAt: new Date('2026-03-02T09:00:00Z'),
    });
    await storeClientUpload(h.t.app, {
      userId: h.lucia.id,
      title: 'F24',
      uploadedAt: new Date('2026-03-05T09:00:00Z'),
    });
    const res = await h.t.app.inject({ url: '/api/admin/client-uploads', cookies: h.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { items } = res.json();
    expect(items.map((u: { title: string }) => u.title)).toEqual(['F24', 'Fattura']);
    expect(items.map((u: { state: string }) => u.state)).toEqual(['new', 'seen']);
    expect(adminClientUploadSchema.parse(items[1])).toEqual({
      id: older.id,
      title: 'Fattura',
      category: 'fatture',
      year: 2026,
      note: 'Quella di marzo',
      filename: 'documento.pdf',
      filetype: 'application/pdf',
      size: older.content.length,
      uploadedAt: '2026-03-01T09:00:00.000Z',
      userId: h.mario.id,
      userName: 'Mario Rossi',
      username: 'mario.rossi',
      userEmail: 'mario.rossi@example.it',
      state: 'seen',
      seenAt: '2026-03-02T09:00:00.000Z',
      archivedAt: null,
      requestItem: null,
    });
    expect(res.body).not.toContain(older.storageKey);
    expect(res.body).not.toContain(older.sha256);
  });

  it('filters by client, category, year and state, and searches titles and file names', async () => {
    const at = (day: number) => new Date(`2026-04-${String(day).padStart(2, '0')}T09:00:00Z`);
    const up = (title: string, fields: Parameters<typeof storeClientUpload>[1]) =>
      storeClientUpload(h.t.app, { title, ...fields });
    await up('Fattura Enel', { userId: h.mario.id, category: 'fatture', year: 2025, uploadedAt: at(1) });
    await up('Scontrino', {
      userId: h.mario.id,
      category: 'spese-detrazioni',
      filename: 'farmacia-FATTURA.jpg',
      uploadedAt: at(2),
      seenAt: at(3),
    });
    await up('100% rimborso', {
      userId: h.lucia.id,
      category: 'altro',
      uploadedAt: at(4),
      archivedAt: at(5),
    });
    await up('Nota_spese', { userId: h.lucia.id, category: 'spese-detrazioni', uploadedAt: at(6) });
    await up('Modello 730', { userId: h.lucia.id, category: 'dichiarazioni-bilanci', uploadedAt: at(7) });

    expect(await titles(`?userId=${h.mario.id}`)).toEqual(['Scontrino', 'Fattura Enel']);
    expect(await titles('?category=spese-detrazioni')).toEqual(['Nota_spese', 'Scontrino']);
    expect(await titles('?year=2025')).toEqual(['Fattura Enel']);
    expect(await titles('?state=new')).toEqual(['Modello 730', 'Nota_spese', 'Fattura Enel']);
    expect(await titles('?state=archived')).toEqual(['100% rimborso']);
    expect(await titles('?state=new,seen')).toEqual([
      'Modello 730',
      'Nota_spese',
      'Scontrino',
      'Fattura Enel',
    ]);
    // Case-insensitive, in the title or the file name.
    expect(await titles('?q=fattura')).toEqual(['Scontrino', 'Fattura Enel']);
    // LIKE's wildcards are plain characters here.
    expect(await titles(`?q=${encodeURIComponent('%')}`)).toEqual(['100% rimborso']);
    expect(await titles('?q=_')).toEqual(['Nota_spese']);
    expect(await titles(`?q=${encodeURIComponent('  730 ')}`)).toEqual(['Modello 730']);
    expect(await titles(`?userId=${h.lucia.id}&category=spese-detrazioni&state=new&q=nota`)).toEqual([
      'Nota_spese',
    ]);
    expect(await titles('?userId=999999')).toEqual([]);
  });

  it.each([
    ['?state=nuovo', { state: 'Stato non valido' }],
    ['?category=varie', { category: 'Seleziona una categoria' }],
    ['?year=abc', { year: 'Anno non valido' }],
    ['?userId=abc', { userId: 'Cliente non valido' }],
  ])('refuses %s with 400', async (query, fieldErrors) => {
    const res = await h.t.app.inject({ url: `/api/admin/client-uploads${query}`, cookies: h.admin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: Object.values(fieldErrors)[0], fieldErrors });
  });
});

describe('the admin routes for client uploads', () => {
  it('refuse clients with 403 (their own uploads included) and change nothing', async () => {
    const { id } = await storeClientUpload(h.t.app, { userId: h.mario.id });
    const asMario = (method: 'GET' | 'PATCH' | 'DELETE', url: string) =>
      h.t.app.inject({
        method,
        url,
        cookies: h.mario.cookies,
        payload: method === 'PATCH' ? { state: 'archived' } : undefined,
      });
    for (const [method, url] of [
      ['GET', '/api/admin/client-uploads'],
      ['GET', `/api/admin/client-uploads?userId=${h.mario.id}`],
      ['GET', `/api/admin/client-uploads/${id}/download`],
      ['PATCH', `/api/admin/client-uploads/${id}`],
      ['DELETE', `/api/admin/client-uploads/${id}`],
      ['GET', `/api/admin/client-uploads/archive?ids=${id}`],
    ] as const) {
      const res = await asMario(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: 'Operazione riservata agli amministratori.' });
    }
    expect(await row(id)).toMatchObject({ seenAt: null, archivedAt: null });
  });
});
