import { describe, expect, it } from 'vitest';
import { pdfFile } from '../../../test/support/document-fixtures';
import { invoiceXml, plainBody } from '../../../test/support/invoice-xml';
import { multipartBody } from '../../../test/support/multipart';
import { createAuthority, issueSigner, signEnvelope } from '../../../test/support/test-pki';
import { setUpUploadHarness } from '../../../test/support/upload-harness';
import { login } from '../../../test/support/users';

const h = setUpUploadHarness();

const instalments = invoiceXml({
  bodies: [
    plainBody({
      number: 'FT/2026/7',
      total: '1220.00',
      payments: [
        { method: 'MP05', dueDate: '2026-04-15', amount: '610.00', iban: 'IT60X0542811101000000123456' },
        { method: 'MP05', dueDate: '2026-05-15', amount: '610.00', iban: 'IT60X0542811101000000123456' },
      ],
    }),
  ],
});

function readTerms(filename: string, content: Buffer, cookies = h.admin) {
  const body = multipartBody([{ name: 'file', filename, content }]);
  return h.t.app.inject({
    method: 'POST',
    url: '/api/admin/documents/payment-terms',
    payload: body.payload,
    headers: body.headers,
    cookies,
  });
}

describe('POST /api/admin/documents/payment-terms', () => {
  it('reads the instalments of an invoice, plain or signed, and keeps nothing', async () => {
    const expected = {
      invoices: [
        {
          type: 'TD01',
          number: 'FT/2026/7',
          date: '2026-03-15',
          currency: 'EUR',
          total: '1220.00',
          supplier: 'Studio Verdi & Associati S.r.l.',
          payments: [
            expect.objectContaining({ method: 'MP05', dueDate: '2026-04-15', amount: '610.00' }),
            expect.objectContaining({ method: 'MP05', dueDate: '2026-05-15', amount: '610.00' }),
          ],
        },
      ],
      unreadable: null,
    };
    const plain = await readTerms('IT01234567890_00007.xml', instalments);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toEqual(expected);

    const signed = signEnvelope(instalments, issueSigner(createAuthority()), { form: 'base64' });
    const fromEnvelope = await readTerms('IT01234567890_00007.xml.p7m', signed);
    expect(fromEnvelope.json()).toEqual(expected);
    await h.expectNothingStored();
  });

  it('answers a PDF with no invoice, and refuses what the upload would refuse', async () => {
    const pdf = await readTerms('f24.pdf', pdfFile());
    expect(pdf.json()).toEqual({ invoices: [], unreadable: null });
    const junk = await readTerms('fattura.xml', Buffer.from('<html><body>no</body></html>'));
    expect(junk.statusCode).toBe(415);
    expect(junk.json().message).toBe('Il file XML non è una fattura elettronica (FatturaPA)');
    const none = await h.t.app.inject({
      method: 'POST',
      url: '/api/admin/documents/payment-terms',
      ...multipartBody([{ name: 'title', value: 'x' }]),
      cookies: h.admin,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Seleziona un file da caricare');
    await h.expectNothingStored();
  });

  it('is the firm’s alone', async () => {
    expect((await readTerms('fattura.xml', instalments, {})).statusCode).toBe(401);
    const client = await login(h.t.app, h.client.username, h.client.password);
    expect((await readTerms('fattura.xml', instalments, client)).statusCode).toBe(403);
  });
});
