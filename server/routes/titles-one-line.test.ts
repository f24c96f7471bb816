import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendClientUpload } from '../../test/support/client-uploads';
import { pdfFile } from '../../test/support/document-fixtures';
import { postMultipart, postUpload, uploadParts } from '../../test/support/multipart';
import { adminRequest, createdIds, requestBody } from '../../test/support/requests';
import { type Cookies, setupAdminApp, signedInAs } from '../../test/support/setup-test-app';
import { createUser } from '../../test/support/users';
import { newTokenSecret } from '../api-tokens/token-store';
import { apiTokens, clientUploads, documents, users } from '../db/schema';

/*
 * Every route that sets a title stores it as one line of plain text: control
 * and bidi characters dropped (the security review's F8), a title of nothing
 * else refused as an empty one.
 */

const { t, admin } = setupAdminApp();
// The review's ZIP entry: clear the screen, retitle the window, ring, a fake row, reversed text, a line break.
const HOSTILE = '\x1b[2J\x1b]0;owned\x07\x1b[31mFAKE abbinato\x1b[0m \u202eCedolino\r\nnovembre\u200f';
const CLEAN = '[2J]0;owned[31mFAKE abbinato[0m Cedolino novembre';
const CF = 'RSSMRA85T10A562S';
let client: Awaited<ReturnType<typeof createUser>>;
let clientCookies: Cookies;
let token: string;

beforeAll(async () => {
  client = await createUser(t.app, { username: 'mario.titoli' });
  await t.app.db.update(users).set({ codiceFiscale: CF }).where(eq(users.id, client.id));
  clientCookies = await signedInAs(t, client);
  const secret = newTokenSecret();
  await t.app.db.insert(apiTokens).values({
    name: 'Gestionale',
    tokenHash: secret.tokenHash,
    scopes: ['documents:write'],
    expiresAt: new Date(t.clock.now.getTime() + 30 * 86_400_000),
  });
  token = secret.token;
});

const v1Upload = (title: string) =>
  postMultipart(
    t.app,
    '/api/v1/documents',
    undefined,
    [
      { name: 'title', value: title },
      { name: 'codiceFiscale', value: CF },
      { name: 'file', filename: 'cedolino.pdf', content: pdfFile() },
    ],
    { authorization: `Bearer ${token}` },
  );

describe('titles with control and bidi characters', () => {
  it("are stored cleaned by the firm's upload, the client's and /api/v1", async () => {
    const byFirm = await postUpload(
      t.app,
      admin,
      uploadParts({ title: HOSTILE, userId: client.id, filename: 'a.pdf', content: pdfFile() }),
    );
    expect(byFirm.statusCode, byFirm.body).toBe(201);
    const byApi = await v1Upload(HOSTILE);
    expect(byApi.statusCode, byApi.body).toBe(201);
    const stored = await t.app.db.select({ title: documents.title }).from(documents);
    expect(stored).toEqual([{ title: CLEAN }, { title: CLEAN }]);

    const byClient = await sendClientUpload(t.app, clientCookies, {
      filename: 'b.pdf',
      content: pdfFile(),
      title: HOSTILE,
    });
    expect(byClient.statusCode, byClient.body).toBe(201);
    expect(await t.app.db.select({ title: clientUploads.title }).from(clientUploads)).toEqual([
      { title: CLEAN },
    ]);
  });

  it('are refused as empty when nothing else is in them', async () => {
    const res = await v1Upload('\x1b\x07\u202e \u2066');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Il titolo è obbligatorio' });
  });

  it("are proposed cleaned by the import's preview", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/imports/preview',
      headers: { authorization: `Bearer ${token}` },
      payload: { files: [{ name: `${HOSTILE} ${CF}.pdf` }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows[0]).toMatchObject({ status: 'matched', title: CLEAN });
  });

  it('are stored cleaned in requests, their items and hints, and templates', async () => {
    const [id] = await createdIds(
      t.app,
      admin,
      requestBody({
        title: HOSTILE,
        userIds: [client.id],
        items: [{ name: HOSTILE, hint: HOSTILE, category: 'altro' }],
      }),
    );
    const request = await adminRequest(t.app, admin, id!);
    expect(request.title).toBe(CLEAN);
    expect(request.items[0]).toMatchObject({ name: CLEAN, hint: CLEAN });

    const template = await t.app.inject({
      method: 'POST',
      url: '/api/admin/request-templates',
      cookies: admin,
      payload: { name: HOSTILE, title: HOSTILE, items: [{ name: HOSTILE, category: 'altro' }] },
    });
    expect(template.statusCode, template.body).toBe(201);
    expect(template.json()).toMatchObject({ name: CLEAN, title: CLEAN, items: [{ name: CLEAN }] });
  });
});
