import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { CreateRequestInput, DocumentRequest } from '../../common/schemas/document-requests';
import { auditEvents, clientUploads, documentRequests, mailOutbox } from '../../server/db/schema';
import { pdfFile } from './document-fixtures';
import { postMultipart } from './multipart';
import { createTestApp, TEST_ADMIN, type TestApp } from './test-app';
import { createUser, login } from './users';

export type Cookies = Record<string, string>;

/** A request's body with sensible defaults: two items, due on 30 June 2027 (fields may be invalid on purpose). */
export function requestBody(fields: Partial<CreateRequestInput> | Record<string, unknown> = {}) {
  return {
    title: 'Documenti per il 730/2027',
    dueDate: '2027-06-30',
    message: 'Ci servono entro fine giugno.',
    items: [
      { name: 'Certificazione Unica 2027', hint: 'Dal datore di lavoro', category: 'buste-paga-lavoro' },
      { name: 'Spese mediche e farmaci', category: 'spese-detrazioni' },
    ],
    ...fields,
  };
}

/** `POST /api/admin/requests`. */
export const createRequests = (app: FastifyInstance, admin: Cookies, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/admin/requests', cookies: admin, payload: body as object });

/** Creates requests and returns their ids (fails the test unless 201). */
export async function createdIds(app: FastifyInstance, admin: Cookies, body: unknown): Promise<number[]> {
  const res = await createRequests(app, admin, body);
  if (res.statusCode !== 201) throw new Error(`creation failed: ${res.statusCode} ${res.body}`);
  return res.json<{ ids: number[] }>().ids;
}

/** `GET /api/admin/requests/:id`. */
export async function adminRequest(
  app: FastifyInstance,
  admin: Cookies,
  id: number,
): Promise<DocumentRequest> {
  const res = await app.inject({ url: `/api/admin/requests/${id}`, cookies: admin });
  if (res.statusCode !== 200) throw new Error(`read failed: ${res.statusCode} ${res.body}`);
  return res.json<DocumentRequest>();
}

/** `POST /api/requests/:id/items/:itemId/files` with one file, as the client's page sends it. */
export function sendItemFile(
  app: FastifyInstance,
  cookies: Cookies | undefined,
  ids: { requestId: number | string; itemId: number | string },
  file: { filename?: string; content?: Buffer | string; batch?: string } = {},
) {
  const parts = [];
  if (file.batch) parts.push({ name: 'batch', value: file.batch });
  parts.push({
    name: 'file',
    filename: file.filename ?? 'cu-2027.pdf',
    content: file.content ?? pdfFile('CU'),
  });
  return postMultipart(app, `/api/requests/${ids.requestId}/items/${ids.itemId}/files`, cookies, parts);
}

/** `POST /api/requests/:id/items/:itemId/unavailable`. */
export const markUnavailable = (
  app: FastifyInstance,
  cookies: Cookies | undefined,
  ids: { requestId: number | string; itemId: number | string },
  body: { note?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/requests/${ids.requestId}/items/${ids.itemId}/unavailable`,
    cookies,
    payload: body,
  });

/** `PATCH /api/admin/requests/:id/items/:itemId`. */
export const reviewItem = (
  app: FastifyInstance,
  admin: Cookies,
  ids: { requestId: number; itemId: number },
  body: { state: 'accepted' | 'rejected'; message?: string },
) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/requests/${ids.requestId}/items/${ids.itemId}`,
    cookies: admin,
    payload: body,
  });

type Client = Awaited<ReturnType<typeof createUser>> & { cookies: Cookies };

export interface RequestHarness {
  t: TestApp;
  admin: Cookies;
  /** Two signed-in clients: neither may read or answer the other's requests. */
  mario: Client;
  lucia: Client;
  /** One request for `who` (default Mario) with the default body and its items' ids. */
  requestFor(
    who?: Client,
    fields?: Partial<CreateRequestInput> | Record<string, unknown>,
  ): Promise<DocumentRequest>;
}

/**
 * One app per test file with the admin and two clients; the requests, the
 * client uploads (rows and files), the outbox and the audit log emptied before each test.
 */
export function setUpRequestHarness(options: Parameters<typeof createTestApp>[0] = {}): RequestHarness {
  const h = {
    async requestFor(who, fields) {
      const [id] = await createdIds(
        h.t.app,
        h.admin,
        requestBody({ userIds: [(who ?? h.mario).id], ...fields }),
      );
      return adminRequest(h.t.app, h.admin, id!);
    },
  } as RequestHarness;
  const client = async (username: string, fullName: string): Promise<Client> => {
    const user = await createUser(h.t.app, { username, fullName, email: `${username}@example.it` });
    return { ...user, cookies: await login(h.t.app, user.username, user.password) };
  };
  beforeAll(async () => {
    h.t = await createTestApp(options);
    h.admin = await login(h.t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    h.mario = await client('mario.rossi', 'Mario Rossi');
    h.lucia = await client('lucia.bianchi', 'Lucia Bianchi');
  });
  afterAll(() => h.t.close());
  beforeEach(async () => {
    await h.t.app.db.delete(clientUploads);
    await h.t.app.db.delete(documentRequests);
    await h.t.app.db.delete(mailOutbox);
    await h.t.app.db.delete(auditEvents);
    await rm(path.join(h.t.config.dataDir, 'documents'), { recursive: true, force: true });
  });
  return h;
}
