import type { Page } from '@common/schemas/paging';
import type { Payment } from '@common/schemas/payments';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exeFile, pdfFile } from '../../test/support/document-fixtures';
import { storeDocument } from '../../test/support/documents';
import { postMultipart } from '../../test/support/multipart';
import { type Cookies, loginAdmin, setupTestApp, signedInAs } from '../../test/support/setup-test-app';
import { createUser } from '../../test/support/users';
import { auditEvents, clientUploads, documents } from '../db/schema';

const t = setupTestApp();
let mario: { id: number };
let marioCookies: Cookies;
let luisa: { id: number };
let luisaCookies: Cookies;
let admin: Cookies;

/** A document with an amount and a due date, as the firm's upload leaves it. */
async function storePayment(userId: number, title: string, amountCents: number, dueDate: string) {
  const doc = await storeDocument(t.app, { userId, title, filename: `${title}.pdf` });
  await t.app.db.update(documents).set({ amountCents, dueDate }).where(eq(documents.id, doc.id));
  return doc.id;
}

const list = async (cookies: Cookies, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/payments${query}`, cookies });
  expect(res.statusCode).toBe(200);
  return res.json<Page<Payment>>();
};

const markPaid = (cookies: Cookies, id: number | string, receipt?: { filename: string; content: Buffer }) =>
  receipt
    ? postMultipart(t.app, `/api/payments/${id}/paid`, cookies, [
        { name: 'file', filename: receipt.filename, content: receipt.content },
      ])
    : t.app.inject({ method: 'POST', url: `/api/payments/${id}/paid`, cookies, payload: {} });

let f24Dicembre: number;
let f24Giugno: number;
let f24Novembre: number;
let plainDocument: number;
let luisaPayment: number;

beforeAll(async () => {
  t.clock.now = new Date('2026-12-10T10:00:00Z');
  mario = await createUser(t.app, { fullName: 'Mario Rossi' });
  luisa = await createUser(t.app, { fullName: 'Luisa Bianchi' });
  marioCookies = await signedInAs(t, mario as never);
  luisaCookies = await signedInAs(t, luisa as never);
  admin = await loginAdmin(t);
  f24Giugno = await storePayment(mario.id, 'F24 saldo IRPEF', 125_000, '2026-06-30');
  f24Dicembre = await storePayment(mario.id, 'F24 acconto IMU', 48_050, '2026-12-16');
  f24Novembre = await storePayment(mario.id, 'F24 secondo acconto', 30_000, '2026-11-30');
  plainDocument = (await storeDocument(t.app, { userId: mario.id, title: 'Bilancio' })).id;
  luisaPayment = await storePayment(luisa.id, 'F24 di Luisa', 9_900, '2026-12-16');
});

describe('GET /api/payments', () => {
  it("lists the client's own payments, latest due date first, with their state", async () => {
    const page = await list(marioCookies);
    expect(page.total).toBe(3);
    expect(page.items.map((p) => [p.title, p.dueDate, p.state])).toEqual([
      ['F24 acconto IMU', '2026-12-16', 'unpaid'],
      ['F24 secondo acconto', '2026-11-30', 'overdue'],
      ['F24 saldo IRPEF', '2026-06-30', 'overdue'],
    ]);
    expect(page.items[0]).toMatchObject({
      documentId: f24Dicembre,
      amountCents: 48_050,
      paidAt: null,
      receipt: null,
      userId: mario.id,
      clientName: 'Mario Rossi',
    });
    expect(page.items.map((p) => p.documentId)).not.toContain(plainDocument);
  });

  it('pages', async () => {
    const first = await list(marioCookies, '?limit=2');
    expect(first.items).toHaveLength(2);
    const second = await list(marioCookies, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((p) => p.documentId)).toEqual([f24Giugno]);
    expect(second.nextCursor).toBeNull();
  });

  it("never shows another client's payments", async () => {
    const page = await list(luisaCookies);
    expect(page.items.map((p) => p.documentId)).toEqual([luisaPayment]);
  });

  it('is for clients only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments', cookies: admin });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments' })).statusCode).toBe(401);
  });
});

describe('POST /api/payments/:documentId/paid', () => {
  it('marks a payment paid without a receipt, audited', async () => {
    const res = await markPaid(marioCookies, f24Novembre);
    expect(res.statusCode).toBe(200);
    const paid = res.json<Payment>();
    expect(paid).toMatchObject({ documentId: f24Novembre, state: 'paid', receipt: null });
    expect(paid.paidAt).toBe(t.clock.now.toISOString());
    const events = await t.app.db.select().from(auditEvents).where(eq(auditEvents.event, 'payment.paid'));
    expect(events.at(-1)).toMatchObject({
      userId: mario.id,
      details: { document: f24Novembre, amountCents: 30_000, dueDate: '2026-11-30', receipt: null },
    });
  });

  it('accepts a request with no body at all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${f24Giugno}/paid`,
      cookies: marioCookies,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Payment>().state).toBe('paid');
  });

  it('stores a receipt as a file the client sent, linked to the payment', async () => {
    const res = await markPaid(marioCookies, f24Dicembre, {
      filename: 'quietanza.pdf',
      content: pdfFile('q'),
    });
    expect(res.statusCode).toBe(200);
    const paid = res.json<Payment>();
    expect(paid.state).toBe('paid');
    expect(paid.receipt).toMatchObject({ filename: 'quietanza.pdf' });
    const [upload] = await t.app.db
      .select()
      .from(clientUploads)
      .where(eq(clientUploads.id, paid.receipt!.id));
    expect(upload).toMatchObject({
      userId: mario.id,
      title: 'Quietanza – F24 acconto IMU',
      category: 'f24-tributi',
      filetype: 'application/pdf',
    });
    // The client sees it among the files sent to the firm.
    const sent = await t.app.inject({ method: 'GET', url: '/api/client-uploads', cookies: marioCookies });
    expect(sent.json<Page<{ id: number }>>().items.map((u) => u.id)).toContain(upload!.id);

    // Marking again keeps the first moment; a new receipt replaces the link.
    const firstPaidAt = paid.paidAt;
    t.clock.advance(60_000);
    const again = await markPaid(marioCookies, f24Dicembre, {
      filename: 'quietanza-2.pdf',
      content: pdfFile('r'),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<Payment>().paidAt).toBe(firstPaidAt);
    expect(again.json<Payment>().receipt).toMatchObject({ filename: 'quietanza-2.pdf' });
    const plain = await markPaid(marioCookies, f24Dicembre);
    expect(plain.json<Payment>().receipt).toMatchObject({ filename: 'quietanza-2.pdf' });

    // The firm sees it on the payment.
    const firm = await t.app.inject({ method: 'GET', url: '/api/admin/payments?state=paid', cookies: admin });
    const row = firm.json<Page<Payment>>().items.find((p) => p.documentId === f24Dicembre);
    expect(row).toMatchObject({ clientName: 'Mario Rossi', receipt: { filename: 'quietanza-2.pdf' } });
  });

  it('refuses a disguised receipt and stores nothing', async () => {
    const before = await t.app.db.select().from(clientUploads);
    const res = await markPaid(luisaCookies, luisaPayment, { filename: 'quietanza.pdf', content: exeFile() });
    expect(res.statusCode).toBe(415);
    expect(await t.app.db.select().from(clientUploads)).toHaveLength(before.length);
    const [doc] = await t.app.db.select().from(documents).where(eq(documents.id, luisaPayment));
    expect(doc!.paidAt).toBeNull();
  });

  it("answers 404 for another client's payment, a document without an amount, or nothing", async () => {
    for (const id of [luisaPayment, plainDocument, 999_999, 'abc']) {
      const res = await markPaid(marioCookies, id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: 'Pagamento non trovato' });
    }
    const withFile = await markPaid(marioCookies, luisaPayment, { filename: 'q.pdf', content: pdfFile() });
    expect(withFile.statusCode).toBe(404);
    const [doc] = await t.app.db.select().from(documents).where(eq(documents.id, luisaPayment));
    expect(doc!.paidAt).toBeNull();
  });

  it('is for clients only', async () => {
    expect((await markPaid(admin, luisaPayment)).statusCode).toBe(403);
  });
});
