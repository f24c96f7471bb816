import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfFile } from '../../../test/support/document-fixtures';
import { invoiceXml, plainBody } from '../../../test/support/invoice-xml';
import {
  alterContent,
  certificatePem,
  createAuthority,
  issueSigner,
  signEnvelope,
} from '../../../test/support/test-pki';
import { readFileDetails, signedContentOf } from './read-file';
import { loadTrustedCertificates } from './trusted-certificates';

const P7M = 'application/pkcs7-mime';
const DAY = 86_400_000;
const now = new Date();
const authority = createAuthority();
const signer = issueSigner(authority);
const invoice = invoiceXml({ bodies: [plainBody()] });
const signedAt = new Date(Math.floor(now.getTime() / 1000) * 1000 - DAY);

const read = (bytes: Buffer, trusted = null as Awaited<ReturnType<typeof loadTrustedCertificates>> | null) =>
  readFileDetails(bytes, P7M, { trusted, now });

const folder = mkdtempSync(path.join(tmpdir(), 'trusted-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a signed invoice (.xml.p7m)', () => {
  it.each(['der', 'base64', 'pem'] as const)(
    'as %s: the signer, the time, Firma valida, and the invoice inside',
    async (form) => {
      const details = await read(signEnvelope(invoice, signer, { form, signingTime: signedAt }));
      expect(details.unreadable).toBeNull();
      expect(details.signature).toMatchObject({
        contentIntact: true,
        problems: [],
        trustChecked: false,
        content: { type: 'application/xml', bytes: invoice.length },
      });
      const [who] = details.signature!.signers;
      expect(who).toMatchObject({
        name: 'Mario Rossi',
        codiceFiscale: 'RSSMRA80A01H501U',
        issuer: 'Autorità di Prova S.p.A.',
        signedAt: signedAt.toISOString(),
        trustedAs: null,
      });
      expect(new Date(who!.validTo).getTime()).toBeGreaterThan(now.getTime());
      expect(details.invoices?.[0]?.number).toBe('FT/2026/100');
    },
  );

  it('says the content was altered after signing, and still shows what it holds', async () => {
    const details = await read(alterContent(signEnvelope(invoice, signer), invoice));
    expect(details.signature).toMatchObject({ contentIntact: false });
    expect(details.signature!.problems).toContain('content-altered');
  });

  it('says the certificate had expired when it signed; the signature itself still matches', async () => {
    const expired = issueSigner(authority, {
      notBefore: new Date(now.getTime() - 400 * DAY),
      notAfter: new Date(now.getTime() - 10 * DAY),
    });
    const details = await read(signEnvelope(invoice, expired, { signingTime: signedAt }));
    expect(details.signature).toMatchObject({ contentIntact: true, problems: ['certificate-expired'] });
  });

  it('reads each signer of a file signed twice, and one signed again over its signature', async () => {
    const second = issueSigner(authority, { givenName: 'Anna', surname: 'Bianchi', codiceFiscale: null });
    const both = await read(signEnvelope(invoice, [signer, second]));
    // DER sorts a SET OF, so the signers come in the order of their encodings.
    const names = both.signature!.signers.map((s) => [s.name, s.codiceFiscale]);
    expect(names.sort()).toEqual([
      ['Anna Bianchi', null],
      ['Mario Rossi', 'RSSMRA80A01H501U'],
    ]);
    const nested = signEnvelope(signEnvelope(invoice, signer), second);
    const details = await read(nested);
    expect(details.signature!.signers).toHaveLength(2);
    expect(details.invoices).toHaveLength(1);
    expect((await signedContentOf(nested)).content).toEqual(invoice);
  });

  it('names the trusted authority from the firm’s folder, and marks any other untrusted', async () => {
    writeFileSync(path.join(folder, 'prova.pem'), certificatePem(authority.certificate));
    writeFileSync(path.join(folder, 'leggimi.txt'), 'non è un certificato');
    const skipped: string[] = [];
    const trusted = await loadTrustedCertificates(folder, (file) => skipped.push(file));
    expect(skipped).toEqual(['leggimi.txt']);
    const ours = await read(signEnvelope(invoice, signer), trusted);
    expect(ours.signature).toMatchObject({ trustChecked: true, problems: [] });
    expect(ours.signature!.signers[0]!.trustedAs).toBe('Prova Qualified CA');
    const stranger = issueSigner(createAuthority({ commonName: 'Sconosciuta CA' }));
    const theirs = await read(signEnvelope(invoice, stranger), trusted);
    expect(theirs.signature!.problems).toEqual(['untrusted']);
    expect(theirs.signature!.signers[0]!.trustedAs).toBeNull();
  });

  it('a signed PDF: the signature, and the PDF as the content', async () => {
    const pdf = pdfFile();
    const details = await read(signEnvelope(pdf, signer));
    expect(details.signature!.content).toEqual({ type: 'application/pdf', bytes: pdf.length });
    expect(details.invoices).toBeNull();
    expect((await signedContentOf(signEnvelope(pdf, signer))).content).toEqual(pdf);
  });
});

describe('an envelope that cannot be read', () => {
  it.each([
    ['cut short', signEnvelope(invoice, signer).subarray(0, 300)],
    ['not an envelope at all', Buffer.from('0\x03\x02\x01\x05')],
    ['base64 text of something else', Buffer.from(`${Buffer.from('ciao a tutti').toString('base64')}\r\n`)],
  ])('%s is non leggibile with a reason', async (_, bytes) => {
    const details = await read(bytes);
    expect(details.signature).toBeNull();
    expect(details.unreadable?.reason).toEqual(expect.any(String));
    expect(details.unreadable!.reason.length).toBeGreaterThan(5);
  });
});
