import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpClientUploadHarness, storeClientUpload } from '../../test/support/client-uploads';
import { fatturaXml, pdfFile } from '../../test/support/document-fixtures';
import { storeDocument } from '../../test/support/documents';
import { invoiceXml, plainBody } from '../../test/support/invoice-xml';
import { createAuthority, issueSigner, signEnvelope } from '../../test/support/test-pki';
import { cookieHeader } from '../../test/support/users';
import { auditEvents, clientUploads, documents, fileReadingLines, fileReadings } from '../db/schema';

const h = setUpClientUploadHarness();
const authority = createAuthority();
const signer = issueSigner(authority, { codiceFiscale: 'RSSMRA80A01H501U' });
const signedAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 86_400_000);
const signedInvoice = () =>
  signEnvelope(fatturaXml({ attachment: pdfFile('Copia di cortesia') }), signer, {
    signingTime: signedAt,
  });

const get = (url: string, cookies: Record<string, string>) =>
  h.t.app.inject({ method: 'GET', url, headers: { cookie: cookieHeader(cookies) } });

async function storedSignedInvoice(userId = h.mario.id) {
  return storeClientUpload(h.t.app, {
    userId,
    filename: 'fattura.xml.p7m',
    filetype: 'application/pkcs7-mime',
    content: signedInvoice(),
  });
}

describe('GET …/client-uploads/:id/details', () => {
  it('shows the owner and the firm the signer and the invoice inside, and no one else anything', async () => {
    const upload = await storedSignedInvoice();
    const own = await get(`/api/client-uploads/${upload.id}/details`, h.mario.cookies);
    expect(own.statusCode, own.body).toBe(200);
    const details = own.json();
    expect(details.signature).toMatchObject({
      signers: [{ name: 'Mario Rossi', codiceFiscale: 'RSSMRA80A01H501U', signedAt: signedAt.toISOString() }],
      contentIntact: true,
      problems: [],
      trustChecked: false,
    });
    expect(details.invoices).toHaveLength(1);
    expect(details.invoices[0]).toMatchObject({ number: 'FT/2026/118', total: '122.00', type: 'TD01' });
    expect(details.invoices[0].attachments).toEqual([
      expect.objectContaining({ index: 1, name: 'fattura.pdf', type: 'application/pdf' }),
    ]);

    expect(details.file).toEqual({
      title: 'Documento',
      filename: 'fattura.xml.p7m',
      filetype: 'application/pkcs7-mime',
      size: upload.size,
      uploadedAt: upload.uploadedAt.toISOString(),
      clientName: null,
    });

    const firm = await get(`/api/admin/client-uploads/${upload.id}/details`, h.admin);
    expect(firm.json()).toEqual({ ...details, file: { ...details.file, clientName: 'Mario Rossi' } });
    expect((await get(`/api/client-uploads/${upload.id}/details`, h.lucia.cookies)).statusCode).toBe(404);
    expect((await get(`/api/admin/client-uploads/${upload.id}/details`, h.mario.cookies)).statusCode).toBe(
      403,
    );
    expect((await get('/api/client-uploads/abc/details', h.mario.cookies)).statusCode).toBe(404);
  });

  it('reads a file once: the next views answer from what was kept, even with the file gone', async () => {
    const upload = await storedSignedInvoice();
    expect((await get(`/api/client-uploads/${upload.id}/details`, h.mario.cookies)).statusCode).toBe(200);
    const kept = await h.t.app.db
      .select()
      .from(fileReadings)
      .where(eq(fileReadings.storageKey, upload.storageKey));
    expect(kept).toHaveLength(1);
    await rm(path.join(h.t.config.dataDir, 'documents', upload.storageKey));
    const again = await get(`/api/admin/client-uploads/${upload.id}/details`, h.admin);
    expect(again.statusCode).toBe(200);
    expect(again.json().invoices[0].number).toBe('FT/2026/118');
  });

  it('answers a long invoice a page of lines at a time, the same just read as kept', async () => {
    const lines = Array.from({ length: 250 }, (_, i) => ({
      description: `Riga ${i + 1}`,
      total: '1.00',
      rate: '22.00',
    }));
    const batch = invoiceXml({ bodies: [plainBody({ lines }), plainBody()] });
    const upload = await storeClientUpload(h.t.app, {
      userId: h.mario.id,
      filename: 'lunga.xml',
      filetype: 'application/xml',
      content: batch,
    });
    const page = async (from: number) => {
      const res = await get(`/api/client-uploads/${upload.id}/details?righe=${from}`, h.mario.cookies);
      expect(res.statusCode, res.body).toBe(200);
      const [long, short] = res.json().invoices;
      return {
        long: long.lines.map((l: { description: string }) => l.description),
        short: short.lines.length,
      };
    };
    // Just read (the answer from the reading itself), then kept (from the stored pages).
    const fresh = await page(151);
    const kept = await page(151);
    expect(kept).toEqual(fresh);
    expect(kept.long).toEqual(lines.slice(150, 250).map((l) => l.description));
    expect(kept.short).toBe(0);
    expect((await page(1)).long).toHaveLength(100);
    expect(await page(1)).toMatchObject({ short: 1 });
    expect((await page(201)).long).toEqual(lines.slice(200).map((l) => l.description));
    const stored = await h.t.app.db
      .select()
      .from(fileReadingLines)
      .where(eq(fileReadingLines.storageKey, upload.storageKey));
    expect(stored.map((r) => [r.invoice, r.page]).sort()).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
    ]);
  });

  it('gives the signed content and each attachment as downloads of their own', async () => {
    const upload = await storedSignedInvoice();
    const content = await get(`/api/client-uploads/${upload.id}/content`, h.mario.cookies);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/xml');
    expect(content.headers['content-disposition']).toContain('fattura.xml');
    expect(content.rawPayload.equals(fatturaXml({ attachment: pdfFile('Copia di cortesia') }))).toBe(true);
    const attachment = await get(`/api/admin/client-uploads/${upload.id}/attachments/1`, h.admin);
    expect(attachment.statusCode).toBe(200);
    expect(attachment.headers['content-type']).toBe('application/pdf');
    expect(attachment.rawPayload.equals(pdfFile('Copia di cortesia'))).toBe(true);
    expect((await get(`/api/client-uploads/${upload.id}/attachments/2`, h.mario.cookies)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/client-uploads/${upload.id}/content`, h.lucia.cookies)).statusCode).toBe(404);
  });

  it('answers a PDF with nothing to read, and forgets a reading when its file is deleted', async () => {
    const pdf = await storeClientUpload(h.t.app, { userId: h.mario.id });
    const res = await get(`/api/client-uploads/${pdf.id}/details`, h.mario.cookies);
    expect(res.json()).toMatchObject({ signature: null, invoices: null, notice: null, unreadable: null });

    const upload = await storedSignedInvoice();
    await get(`/api/client-uploads/${upload.id}/details`, h.mario.cookies);
    const deleted = await h.t.app.inject({
      method: 'DELETE',
      url: `/api/client-uploads/${upload.id}`,
      headers: { cookie: cookieHeader(h.mario.cookies) },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await h.t.app.db.select().from(clientUploads).where(eq(clientUploads.id, upload.id))).toEqual([]);
    const kept = await h.t.app.db
      .select()
      .from(fileReadings)
      .where(eq(fileReadings.storageKey, upload.storageKey));
    expect(kept).toEqual([]);
    const lines = await h.t.app.db
      .select()
      .from(fileReadingLines)
      .where(eq(fileReadingLines.storageKey, upload.storageKey));
    expect(lines).toEqual([]);
  });

  it('is a view of the file: the firm reading a received file marks it seen, once audited per view', async () => {
    const upload = await storedSignedInvoice();
    const views = () =>
      h.t.app.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.event, 'client-upload.view'), eq(auditEvents.username, 'admin')));
    const before = (await views()).length;
    await get(`/api/client-uploads/${upload.id}/details`, h.mario.cookies);
    const [unseen] = await h.t.app.db.select().from(clientUploads).where(eq(clientUploads.id, upload.id));
    expect(unseen!.seenAt).toBeNull();

    expect((await get(`/api/admin/client-uploads/${upload.id}/details`, h.admin)).statusCode).toBe(200);
    const [seen] = await h.t.app.db.select().from(clientUploads).where(eq(clientUploads.id, upload.id));
    expect(seen!.seenAt).not.toBeNull();
    expect((await views()).length).toBe(before + 1);
    // Another page of the same invoice's lines is the same view.
    expect((await get(`/api/admin/client-uploads/${upload.id}/details?righe=101`, h.admin)).statusCode).toBe(
      200,
    );
    expect((await views()).length).toBe(before + 1);
  });

  it('is refused from another site, as a download is', async () => {
    const upload = await storedSignedInvoice();
    const res = await h.t.app.inject({
      method: 'GET',
      url: `/api/admin/client-uploads/${upload.id}/details`,
      headers: { cookie: cookieHeader(h.admin), 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    const [row] = await h.t.app.db.select().from(clientUploads).where(eq(clientUploads.id, upload.id));
    expect(row!.seenAt).toBeNull();
  });
});

describe('GET …/documents/:id/details', () => {
  it('reads the firm’s signed invoice for its client, who then no longer sees it as new', async () => {
    const document = await storeDocument(h.t.app, {
      userId: h.mario.id,
      title: 'Fattura di marzo',
      filename: 'fattura.xml.p7m',
      filetype: 'application/pkcs7-mime',
      content: signedInvoice(),
    });
    const firstDownload = async () =>
      (await h.t.app.db.select().from(documents).where(eq(documents.id, document.id)))[0]!.firstDownloadedAt;

    const firm = await get(`/api/admin/documents/${document.id}/details`, h.admin);
    expect(firm.statusCode, firm.body).toBe(200);
    expect(firm.json().file).toMatchObject({ title: 'Fattura di marzo', clientName: 'Mario Rossi' });
    expect(firm.json().invoices[0].number).toBe('FT/2026/118');
    // The firm reading its own document leaves it new for the client.
    expect(await firstDownload()).toBeNull();

    expect((await get(`/api/documents/${document.id}/details`, h.lucia.cookies)).statusCode).toBe(404);
    expect((await get(`/api/admin/documents/${document.id}/details`, h.mario.cookies)).statusCode).toBe(403);
    const own = await get(`/api/documents/${document.id}/details`, h.mario.cookies);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ ...firm.json(), file: { ...firm.json().file, clientName: null } });
    expect(await firstDownload()).not.toBeNull();
    const content = await get(`/api/documents/${document.id}/content`, h.mario.cookies);
    expect(content.headers['content-type']).toBe('application/xml');
  });
});
