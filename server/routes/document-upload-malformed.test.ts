import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../test/support/documents';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';

// Found by the fault suite's randomized requests: a body that ends inside the file part.
const cutShort = [
  '------x',
  'Content-Disposition: form-data; name="title"',
  '',
  'Bilancio',
  '------x',
  'Content-Disposition: form-data; name="file"; filename="bilancio.pdf"',
  'Content-Type: application/pdf',
  '',
  '%PDF-1.7 e poi più nulla',
].join('\r\n');

let t: TestApp;
let admin: Record<string, string>;
let client: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  const user = await createUser(t.app);
  client = await login(t.app, user.username, user.password);
});
afterAll(() => t.close());

describe('an upload whose body ends inside the file', () => {
  for (const [who, url] of [
    ['the admin', '/api/documents/upload'],
    ['a client', '/api/client-uploads'],
  ] as const) {
    it(`from ${who}: 400 with the Italian message, nothing stored`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: cutShort,
        headers: { 'content-type': 'multipart/form-data; boundary=----x' },
        cookies: who === 'the admin' ? admin : client,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Caricamento interrotto o non valido: riprova.' });
      expect(await storedFiles(t.config.dataDir)).toEqual({ committed: [], temporary: [] });
    });
  }
});
