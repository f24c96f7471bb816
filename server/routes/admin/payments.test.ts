import type { UploadedDocument } from '@common/schemas/documents';
import type { Page } from '@common/schemas/paging';
import type { Payment } from '@common/schemas/payments';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfFile } from '../../../test/support/document-fixtures';
import { storeDocument } from '../../../test/support/documents';
import { postUpload, uploadParts } from '../../../test/support/multipart';
import { type Cookies, loginAdmin, setupTestApp, signedInAs } from '../../../test/support/setup-test-app';
import { createUser } from '../../../test/support/users';
import { auditEvents, documents } from '../../db/schema';

// Signed in after the clock is set: a session from the real 'now' would have expired by then.
const t = setupTestApp();
const admin: Cookies = {};
let mario: { id: number; username: string; password: string };
let luisa: { id: number };

async function storePayment(userId: number, title: string, dueDate: string, paidAt: Date | null = null) {
  const doc = await storeDocument(t.app, { userId, title });
  await t.app.db
    .update(documents)
    .set({ amountCents: 10_000, dueDate, paidAt })
    .where(eq(documents.id, doc.id));
  return doc.id;
}

const list = async (query: string, cookies: Cookies = admin) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/payments${query}`, cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<Payment>>();
};
const titles = (page: Page<Payment>) => page.items.map((p) => p.title);

beforeAll(async () => {
  t.clock.now = new Date('2026-12-10T10:00:00Z');
  Object.assign(admin, await loginAdmin(t));
  mario = await createUser(t.app, { fullName: 'Mario Rossi' });
  luisa = await createUser(t.app, { fullName: 'Luisa Bianchi' });
  await storePayment(mario.id, 'IMU dicembre', '2026-12-16');
  await storePayment(luisa.id, 'IVA dicembre', '2026-12-28');
  await storePayment(mario.id, 'IRPEF novembre', '2026-11-30');
  await storePayment(luisa.id, 'INPS ottobre', '2026-10-16');
  await storePayment(mario.id, 'IRPEF giugno', '2026-06-30', new Date('2026-06-29T09:00:00Z'));
  await storePayment(luisa.id, 'IVA gennaio', '2027-01-16');
  await storeDocument(t.app, { userId: mario.id, title: 'Non un pagamento' });
});

describe('GET /api/admin/payments', () => {
  it('lists every payment, latest due date first', async () => {
    const page = await list('');
    expect(page.total).toBe(6);
    expect(titles(page)).toEqual([
      'IVA gennaio',
      'IVA dicembre',
      'IMU dicembre',
      'IRPEF novembre',
      'INPS ottobre',
      'IRPEF giugno',
    ]);
  });

  it('filters by state: to pay and overdue the most urgent first, paid latest first', async () => {
    expect(titles(await list('?state=unpaid'))).toEqual(['IMU dicembre', 'IVA dicembre', 'IVA gennaio']);
    expect(titles(await list('?state=overdue'))).toEqual(['INPS ottobre', 'IRPEF novembre']);
    const paid = await list('?state=paid');
    expect(titles(paid)).toEqual(['IRPEF giugno']);
    expect(paid.items[0]).toMatchObject({ state: 'paid', paidAt: '2026-06-29T09:00:00.000Z' });
  });

  it('filters by month of the due date, with a state', async () => {
    expect(titles(await list('?month=2026-12'))).toEqual(['IVA dicembre', 'IMU dicembre']);
    expect(titles(await list('?month=2026-12&state=unpaid'))).toEqual(['IMU dicembre', 'IVA dicembre']);
    expect(titles(await list('?month=2026-10&state=overdue'))).toEqual(['INPS ottobre']);
    expect((await list('?month=2026-03')).items).toEqual([]);
  });

  it("searches the title and the client's name", async () => {
    expect(titles(await list('?q=iva'))).toEqual(['IVA gennaio', 'IVA dicembre']);
    const luisas = await list('?q=bianchi&state=unpaid');
    expect(titles(luisas)).toEqual(['IVA dicembre', 'IVA gennaio']);
    expect(luisas.items[0]).toMatchObject({ clientName: 'Luisa Bianchi', userId: luisa.id });
  });

  it('walks the pages in order', async () => {
    const first = await list('?state=unpaid&limit=2');
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`?state=unpaid&limit=2&cursor=${first.nextCursor}`);
    expect([...titles(first), ...titles(second)]).toEqual(['IMU dicembre', 'IVA dicembre', 'IVA gennaio']);
  });

  it('refuses a bad state or month', async () => {
    for (const query of ['?state=late', '?month=2026-13', '?month=dicembre']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/payments${query}`, cookies: admin });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('is for administrators only', async () => {
    const client = await signedInAs(t, mario);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/payments', cookies: client });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/admin/payments/counts', () => {
  const counts = (cookies: Cookies = admin) =>
    t.app.inject({ method: 'GET', url: '/api/admin/payments/counts', cookies });

  it("counts every client's payments unpaid past their due date, as of today in Italy", async () => {
    const res = await counts();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // INPS ottobre and IRPEF novembre; IRPEF giugno is paid, the rest not yet due.
    expect(res.json()).toEqual({ overdue: 2 });
    const before = t.clock.now;
    try {
      // 16 December 23:30 in Rome is still the 16th there: IMU dicembre, due that day, is not late yet.
      // Signed in again at each hour: an idle session would have ended.
      t.clock.now = new Date('2026-12-16T22:30:00Z');
      expect((await counts(await loginAdmin(t))).json()).toEqual({ overdue: 2 });
      t.clock.now = new Date('2026-12-16T23:30:00Z');
      expect((await counts(await loginAdmin(t))).json()).toEqual({ overdue: 3 });
    } finally {
      t.clock.now = before;
    }
  });

  it('is for administrators only', async () => {
    expect((await counts(await signedInAs(t, mario))).statusCode).toBe(403);
  });
});

describe('POST /api/documents/upload with a payment', () => {
  const upload = (extra: { name: string; value: string }[]) =>
    postUpload(t.app, admin, [
      ...extra,
      ...uploadParts({ title: 'F24 saldo', userId: mario.id, filename: 'f24.pdf', content: pdfFile() }),
    ]);

  it('stores the amount and due date, answers and audits them', async () => {
    const res = await upload([
      { name: 'amountCents', value: '125050' },
      { name: 'dueDate', value: '2027-06-30' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json<UploadedDocument>();
    expect(doc).toMatchObject({ amountCents: 125_050, dueDate: '2027-06-30' });
    const [row] = await t.app.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row).toMatchObject({ amountCents: 125_050, dueDate: '2027-06-30', paidAt: null });
    const [event] = await t.app.db.select().from(auditEvents).where(eq(auditEvents.event, 'document.upload'));
    expect(event!.details).toMatchObject({ document: doc.id, amountCents: 125_050, dueDate: '2027-06-30' });
  });

  it('takes every field of the upload form at once', async () => {
    const res = await postUpload(t.app, admin, [
      { name: 'title', value: 'F24 IVA' },
      { name: 'userId', value: String(mario.id) },
      { name: 'mode', value: 'bulk' },
      { name: 'category', value: 'f24-tributi' },
      { name: 'year', value: '2027' },
      { name: 'amountCents', value: '9900' },
      { name: 'dueDate', value: '2027-03-16' },
      { name: 'file', filename: 'f24.pdf', content: pdfFile() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<UploadedDocument>()).toMatchObject({
      category: 'f24-tributi',
      year: 2027,
      amountCents: 9900,
    });
  });

  it('takes a document without them (or with empty fields) as no payment', async () => {
    for (const extra of [
      [],
      [
        { name: 'amountCents', value: '' },
        { name: 'dueDate', value: '' },
      ],
    ]) {
      const res = await upload(extra);
      expect(res.statusCode).toBe(201);
      expect(res.json<UploadedDocument>()).toMatchObject({ amountCents: null, dueDate: null });
    }
  });

  it('wants both or neither, and valid ones', async () => {
    const cases: [{ name: string; value: string }[], Record<string, string>][] = [
      [
        [{ name: 'amountCents', value: '5000' }],
        { dueDate: "Per un pagamento indica sia l'importo sia la scadenza" },
      ],
      [
        [{ name: 'dueDate', value: '2027-01-16' }],
        { dueDate: "Per un pagamento indica sia l'importo sia la scadenza" },
      ],
      [
        [
          { name: 'amountCents', value: '12,50' },
          { name: 'dueDate', value: '2027-02-30' },
        ],
        {
          amountCents: 'Importo non valido: scrivilo in euro, ad esempio 1250,00',
          dueDate: 'Data di scadenza non valida',
        },
      ],
    ];
    const before = await t.app.db.select().from(documents);
    for (const [extra, fieldErrors] of cases) {
      const res = await upload(extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual(fieldErrors);
    }
    expect(await t.app.db.select().from(documents)).toHaveLength(before.length);
  });
});
