import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeClientUpload } from '../../test/support/client-uploads';
import { invoiceXml, plainBody } from '../../test/support/invoice-xml';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { certificatePem, createAuthority, issueSigner, signEnvelope } from '../../test/support/test-pki';
import { createUser, login } from '../../test/support/users';
import { loadConfig } from '../config';
import { keepReading, keptReading } from '../documents/readable/reading-store';

const trustedAuthority = createAuthority({ commonName: 'Autorità Fidata Qualified CA' });
const otherAuthority = createAuthority({ commonName: 'Altra CA' });
const invoice = invoiceXml({ bodies: [plainBody()] });
const folder = mkdtempSync(path.join(tmpdir(), 'trusted-'));
writeFileSync(path.join(folder, 'fidata.pem'), certificatePem(trustedAuthority.certificate));
writeFileSync(path.join(folder, 'leggimi.txt'), 'not a certificate');

let t: TestApp;
let admin: Record<string, string>;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp({ config: { trustedCertificatesDir: folder } });
  admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  clientId = (await createUser(t.app, { username: 'firmata', fullName: 'Firmata Bianchi' })).id;
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

async function signerOf(authority: ReturnType<typeof createAuthority>) {
  const upload = await storeClientUpload(t.app, {
    userId: clientId,
    filename: 'fattura.xml.p7m',
    filetype: 'application/pkcs7-mime',
    content: signEnvelope(invoice, issueSigner(authority)),
  });
  const res = await t.app.inject({ url: `/api/admin/client-uploads/${upload.id}/details`, cookies: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().signature;
}

describe('TRUSTED_CERTIFICATES_DIR', () => {
  it('names the authority a signer is trusted under, and marks one it does not hold', async () => {
    expect(await signerOf(trustedAuthority)).toMatchObject({
      trustChecked: true,
      problems: [],
      signers: [{ trustedAs: 'Autorità Fidata Qualified CA' }],
    });
    expect(await signerOf(otherAuthority)).toMatchObject({
      trustChecked: true,
      problems: ['untrusted'],
      signers: [{ trustedAs: null }],
    });
  });

  it('reads a file again once the trusted authorities are others', async () => {
    const details = { signature: null, invoices: null, notice: null, unreadable: null };
    const pace = async () => {};
    await keepReading(t.app.db, 'chiave', { version: 1, trust: 'none' }, details, new Date(), pace);
    expect(await keptReading(t.app.db, 'chiave', { version: 1, trust: 'none' }, 1)).toEqual(details);
    expect(await keptReading(t.app.db, 'chiave', { version: 1, trust: 'altre' }, 1)).toBeNull();
    expect(await keptReading(t.app.db, 'chiave', { version: 2, trust: 'none' }, 1)).toBeNull();
  });

  it('stops the start, naming the setting, when its folder cannot be read', () => {
    expect(() => loadConfig({ TRUSTED_CERTIFICATES_DIR: path.join(folder, 'manca') })).toThrow(
      /TRUSTED_CERTIFICATES_DIR: .* is not a folder the site can read/,
    );
    expect(loadConfig({ TRUSTED_CERTIFICATES_DIR: folder }).trustedCertificatesDir).toBe(folder);
  });
});
