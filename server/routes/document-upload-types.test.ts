import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { currentYear } from '@common/document-categories';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cp1252Text,
  docFile,
  docxFile,
  exeFile,
  htmlPage,
  jpegFile,
  pdfFile,
  pngFile,
  utf8Text,
  zipFile,
} from '../../test/support/document-fixtures';
import { sha256, storedFiles } from '../../test/support/documents';
import { invoiceXml, plainBody } from '../../test/support/invoice-xml';
import { postUpload } from '../../test/support/multipart';
import { TEST_ADMIN } from '../../test/support/test-app';
import { createAuthority, issueSigner, signEnvelope } from '../../test/support/test-pki';
import { setUpUploadHarness } from '../../test/support/upload-harness';
import { auditEvents, documents } from '../db/schema';

const h = setUpUploadHarness();

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const invoice = invoiceXml({ bodies: [plainBody()] });
const signedInvoice = signEnvelope(invoice, issueSigner(createAuthority()));

describe('POST /api/documents/upload: accepted types', () => {
  it.each([
    ['bilancio.pdf', 'single', 'application/pdf', pdfFile()],
    ['lettera.doc', 'single', 'application/msword', docFile()],
    ['contratto.docx', 'single', DOCX, docxFile()],
    ['note.txt', 'single', 'text/plain; charset=utf-8', utf8Text()],
    ['vecchie-note.txt', 'single', 'text/plain; charset=windows-1252', cp1252Text()],
    ['ricevuta.jpg', 'bulk', 'image/jpeg', jpegFile()],
    ['ricevuta.jpeg', 'bulk', 'image/jpeg', jpegFile()],
    ['scansione.png', 'bulk', 'image/png', pngFile()],
    ['senza-estensione', 'single', 'application/pdf', pdfFile()],
    ['IT01234567890_00042.xml', 'single', 'application/xml', invoice],
    ['IT01234567890_00042.xml.p7m', 'bulk', 'application/pkcs7-mime', signedInvoice],
  ] as const)('%s (%s upload) is stored as %s', async (filename, mode, mime, content) => {
    const res = await h.upload({ filename, content, mode });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      userId: h.client.id,
      title: 'Documento',
      category: 'altro',
      year: currentYear(h.t.clock.now),
      filename: filename === 'senza-estensione' ? 'senza-estensione.pdf' : filename,
      filetype: mime,
      size: content.length,
      uploadedAt: h.t.clock.now.toISOString(),
      amountCents: null,
      dueDate: null,
    });
    const [row] = await h.t.app.db.select().from(documents).where(eq(documents.id, body.id));
    expect(row).toMatchObject({
      filetype: mime,
      size: content.length,
      sha256: sha256(content),
      uploadedBy: 1,
    });
    // Stored under a server-generated name, byte for byte.
    expect(row!.storageKey).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await readFile(path.join(h.t.config.dataDir, 'documents', row!.storageKey));
    expect(stored.equals(content)).toBe(true);
    expect(await storedFiles(h.t.config.dataDir)).toEqual({ committed: [row!.storageKey], temporary: [] });
  });

  it('audits the upload with what was stored and for whom', async () => {
    const res = await h.upload({ filename: 'f24.pdf', content: pdfFile('F24') });
    const events = await h.t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'document.upload'));
    const event = events.find((e) => (e.details as { document: number }).document === res.json().id);
    expect(event).toMatchObject({
      userId: 1,
      username: TEST_ADMIN.username,
      details: {
        document: res.json().id,
        title: 'Documento',
        filename: 'f24.pdf',
        filetype: 'application/pdf',
        size: pdfFile('F24').length,
        sha256: sha256(pdfFile('F24')),
        owner: h.client.id,
      },
    });
  });

  it('takes the fields after the file just as well', async () => {
    const res = await postUpload(h.t.app, h.admin, [
      { name: 'file', filename: 'dopo.pdf', content: pdfFile() },
      { name: 'userId', value: String(h.client.id) },
      { name: 'title', value: '  Campi in fondo  ' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Campi in fondo', filename: 'dopo.pdf' });
  });
});

describe('POST /api/documents/upload: disguised or unsupported content', () => {
  const SINGLE =
    'Tipo di file non supportato: sono accettati PDF, DOC, DOCX, TXT, fatture XML (FatturaPA) e file firmati .p7m';
  const BULK =
    'Tipo di file non supportato: sono accettati PDF, DOC, DOCX, TXT, JPG, PNG, fatture XML (FatturaPA) e file firmati .p7m';
  it.each([
    ['an HTML page named .pdf', 'fattura.pdf', htmlPage(), 'single', SINGLE],
    ['an HTML page named .txt', 'pagina.txt', htmlPage(), 'single', SINGLE],
    ['an SVG named .txt', 'logo.txt', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'single', SINGLE],
    ['an executable named .docx', 'contratto.docx', exeFile(), 'single', SINGLE],
    [
      'a ZIP without word/ named .docx',
      'archivio.docx',
      zipFile([{ name: 'a.txt', data: 'x' }]),
      'single',
      SINGLE,
    ],
    ['a PNG in a single upload', 'scansione.png', pngFile(), 'single', SINGLE],
    ['binary junk named .txt', 'dati.txt', Buffer.from([0x41, 0x00, 0x42, 0x1b, 0x43]), 'bulk', BULK],
    ['an executable in a bulk upload', 'setup.exe', exeFile(), 'bulk', BULK],
    ['a PDF named .exe', 'fattura.exe', pdfFile(), 'bulk', BULK],
    [
      'a PDF named .docx',
      'fattura.docx',
      pdfFile(),
      'single',
      "Il contenuto del file non corrisponde all'estensione .docx",
    ],
    [
      'a DOCX named .doc',
      'lettera.doc',
      docxFile(),
      'single',
      "Il contenuto del file non corrisponde all'estensione .doc",
    ],
    [
      'a JPEG named .png',
      'foto.png',
      jpegFile(),
      'bulk',
      "Il contenuto del file non corrisponde all'estensione .png",
    ],
  ] as const)('refuses %s with 415', async (_label, filename, content, mode, message) => {
    const res = await h.upload({ filename, content, mode });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message });
    await h.expectNothingStored();
  });
});
