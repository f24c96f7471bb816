import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';
import { documents } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/documents', () => {
  it("lists only the caller's own documents, newest first", async () => {
    const anna = await createUser(t.app, { username: 'anna' });
    const bruno = await createUser(t.app, { username: 'bruno' });
    await t.app.db.insert(documents).values([
      {
        userId: anna.id,
        title: 'Modello 730',
        filename: '730.pdf',
        filetype: 'application/pdf',
        uploadedAt: new Date('2026-03-01T10:00:00Z'),
      },
      {
        userId: anna.id,
        title: 'F24 marzo',
        filename: 'f24.pdf',
        filetype: 'application/pdf',
        uploadedAt: new Date('2026-04-01T10:00:00Z'),
      },
      { userId: bruno.id, title: 'Bilancio Bruno', filename: 'b.pdf', filetype: 'application/pdf' },
    ]);
    const res = await t.app.inject({
      url: '/api/documents',
      cookies: await login(t.app, 'anna', anna.password),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().map((d: { title: string }) => d.title)).toEqual(['F24 marzo', 'Modello 730']);
    expect(res.json()[0]).toEqual({
      id: expect.any(Number),
      title: 'F24 marzo',
      filename: 'f24.pdf',
      filetype: 'application/pdf',
      uploadedAt: '2026-04-01T10:00:00.000Z',
    });

    const admin = await t.app.inject({
      url: '/api/documents',
      cookies: await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password),
    });
    expect(admin.json()).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject('/api/documents')).statusCode).toBe(401);
  });
});
