import type { FileDetails } from '@common/schemas/file-details';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readFileDetails } from '../../../../server/documents/readable/read-file';
import { fatturaWithDoctype } from '../../../../test/support/document-fixtures';
import {
  invoiceXml,
  parcellaXml,
  plainBody,
  rejectionNotice,
  simplifiedInvoiceXml,
} from '../../../../test/support/invoice-xml';
import { alterContent, createAuthority, issueSigner, signEnvelope } from '../../../../test/support/test-pki';
import { FileDetailsView } from './file-details-view';

const DAY = 86_400_000;

/** What the server reads in the file, drawn as the page draws it (no DOM here: the markup a browser gets). */
async function drawn(bytes: Buffer, type: string, download: string | null = '/api/documents/1/download') {
  const details: FileDetails = await readFileDetails(bytes, type, { trusted: null, now: new Date() });
  const view = createElement(FileDetailsView, {
    details,
    api: '/api/documents/1',
    fileName: 'fattura.xml.p7m',
    download,
  });
  const html = renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, view));
  // The text a person reads, tags aside.
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { html, text };
}

describe('FileDetailsView', () => {
  it('draws a parcella: the summary first, the codes in words, Italian amounts and dates', async () => {
    const { html, text } = await drawn(parcellaXml(), 'application/xml');
    expect(html.indexOf('>Parcella<')).toBeLessThan(html.indexOf('>Fornitore<'));
    expect(text).toContain('n. P/2026/31 del 15 marzo 2026');
    expect(text).toContain('1.272,80 €');
    expect(text).toContain('536,40 € entro il 15 aprile 2026 · Bonifico');
    expect(text).toContain('N1 · Escluse ex art. 15 DPR 633/72');
    expect(text).toMatch(/Ritenuta persone fisiche/);
    expect(text).toContain('IT60 X054 2811 1010 0000 0123 456');
    expect(text).not.toContain('non tornano');
  });

  it('draws each invoice of a batch under its own heading, and warns where the totals disagree', async () => {
    const batch = invoiceXml({
      bodies: [plainBody(), plainBody({ total: '150.00' }), plainBody({ type: 'TD04' })],
    });
    const { html, text } = await drawn(batch, 'application/xml');
    expect(html).toContain('>Fattura 1 di 3</h2>');
    expect(html).toContain('>Fattura 3 di 3</h2>');
    expect(html).toContain('>Nota di credito</h3>');
    expect(text.match(/i totali del file non tornano/g)).toHaveLength(1);
    expect(text).toContain('il totale del documento non corrisponde a imponibile più imposta');
    expect(text).toContain('150,00 €');
  });

  it('draws a simplified invoice and an SdI rejection as what they are', async () => {
    const simplified = await drawn(
      simplifiedInvoiceXml([{ description: 'Caffè e brioche', amount: '3.30', rate: '10.00', tax: '0.30' }]),
      'application/xml',
    );
    expect(simplified.text).toContain('Caffè e brioche');
    expect(simplified.text).toContain('3,30 €');
    const rejection = await drawn(
      rejectionNotice([{ code: '00404', description: 'Fattura duplicata' }]),
      'application/xml',
    );
    expect(rejection.text).toContain('Messaggio del Sistema di Interscambio (SdI)');
    expect(rejection.text).toMatch(/Notifica di scarto/);
    expect(rejection.text).toContain('Codice 00404 : Fattura duplicata');
  });

  it('says what is wrong with a signature, and what it could not check', async () => {
    const invoice = invoiceXml({ bodies: [plainBody()] });
    const authority = createAuthority();
    const altered = await drawn(
      alterContent(signEnvelope(invoice, issueSigner(authority)), invoice),
      'application/pkcs7-mime',
    );
    expect(altered.text).toContain('Firma non valida');
    expect(altered.text).toContain('Il contenuto è stato modificato dopo la firma');
    const expiredSigner = issueSigner(authority, {
      notBefore: new Date(Date.now() - 400 * DAY),
      notAfter: new Date(Date.now() - 30 * DAY),
    });
    const expired = await drawn(signEnvelope(invoice, expiredSigner), 'application/pkcs7-mime');
    expect(expired.text).toContain('Certificato scaduto alla data della firma');
    expect(expired.text).toContain('elenco europeo dei prestatori fidati');
    expect(expired.html).toContain('href="/api/documents/1/content"');
  });

  it('says why a file is non leggibile, and offers the original only to who may download it', async () => {
    const firm = await drawn(fatturaWithDoctype('laughs'), 'application/xml');
    expect(firm.text).toMatch(/File non leggibile: il file dichiara un DOCTYPE/);
    expect(firm.html).toContain('href="/api/documents/1/download"');
    const client = await drawn(fatturaWithDoctype('laughs'), 'application/xml', null);
    expect(client.html).not.toContain('/download');
    expect(client.text).toContain("Il file è conservato così com'è stato inviato.");
  });
});
