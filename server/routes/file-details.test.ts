import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpClientUploadHarness, storeClientUpload } from '../../test/support/client-uploads';
import { fatturaXml, pdfFile } from '../../test/support/document-fixtures';
import { createAuthority, issueSigner, signEnvelope } from '../../test/support/test-pki';
import { cookieHeader } from '../../test/support/users';
import { clientUploads, fileReadings } from '../db/schema';

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

    const firm = await get(`/api/admin/client-uploads/${upload.id}/details`, h.admin);
    expect(firm.json()).toEqual(details);
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
    expect(res.json()).toEqual({ signature: null, invoices: null, notice: null, unreadable: null });

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
  });
});
