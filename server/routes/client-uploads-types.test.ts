import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpClientUploadHarness } from '../../test/support/client-uploads';
import {
  clientDisguises,
  clientSamples,
  exeFile,
  htmlPage,
  p7mFile,
  rssFeed,
  svgImage,
} from '../../test/support/document-fixtures';
import { sha256, storedFiles } from '../../test/support/documents';
import { clientUploads } from '../db/schema';
import { NOT_FATTURA_MESSAGE, unsupportedTypeMessage } from '../documents/file-types/detect-type';

const h = setUpClientUploadHarness();

describe('POST /api/client-uploads: what a client may send', () => {
  it.each(clientSamples().map((s) => [s.filename, s.mime, s.content] as const))(
    '%s is stored as %s, byte for byte',
    async (filename, mime, content) => {
      const res = await h.send({ filename, content });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ filename, filetype: mime, size: content.length });
      const [row] = await h.t.app.db.select().from(clientUploads).where(eq(clientUploads.id, res.json().id));
      expect(row).toMatchObject({ filetype: mime, sha256: sha256(content) });
      const stored = await readFile(path.join(h.t.config.dataDir, 'documents', row!.storageKey));
      expect(stored.equals(content)).toBe(true);
    },
  );

  it('gives a name without an extension the one of its real type', async () => {
    const res = await h.send({ filename: 'fattura firmata', content: p7mFile() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ filename: 'fattura firmata.p7m', filetype: 'application/pkcs7-mime' });
  });
});

describe('POST /api/client-uploads: disguised or unsupported content', () => {
  const UNSUPPORTED = unsupportedTypeMessage('client');
  it.each([
    ['an HTML page named .xml', 'fattura.xml', htmlPage(), NOT_FATTURA_MESSAGE],
    ['an SVG named .xml', 'fattura.xml', svgImage(), NOT_FATTURA_MESSAGE],
    ['an SVG', 'logo.svg', svgImage(), UNSUPPORTED],
    ['an XML that is not FatturaPA', 'notizie.xml', rssFeed(), NOT_FATTURA_MESSAGE],
    ['an executable named .p7m', 'fattura.xml.p7m', exeFile(), UNSUPPORTED],
    ['an executable', 'setup.exe', exeFile(), UNSUPPORTED],
  ] as const)('refuses %s with 415 and stores nothing', async (_label, filename, content, message) => {
    const res = await h.send({ filename, content });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message });
    await h.expectNothingStored();
  });

  it.each(clientDisguises().map((d) => [d.label, d.filename, d.content] as const))(
    'refuses %s with 415',
    async (_label, filename, content) => {
      const res = await h.send({ filename, content });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(
        /^(Tipo di file non supportato|Il file XML non è|Il contenuto del file)/,
      );
      expect(await storedFiles(h.t.config.dataDir)).toEqual({ committed: [], temporary: [] });
    },
  );
});
