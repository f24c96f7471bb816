import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { clientUploads, mailOutbox } from '../../server/db/schema';
import { pdfFile } from './document-fixtures';
import { storedFiles } from './documents';
import { type FormPart, postMultipart } from './multipart';
import { createTestApp, TEST_ADMIN, type TestApp } from './test-app';
import { createUser, login } from './users';

export interface ClientUploadInput {
  filename: string;
  content: Buffer | string;
  /** Default 'Documento'; null leaves the field out. */
  title?: string | null;
  /** Default 'fatture'; null leaves the field out. */
  category?: string | null;
  year?: number | string;
  note?: string;
  batch?: string;
}

/** The parts the 'Invia documenti' page sends: the fields, then the file. */
export function clientUploadParts(upload: ClientUploadInput): FormPart[] {
  const parts: FormPart[] = [];
  const title = upload.title === undefined ? 'Documento' : upload.title;
  const category = upload.category === undefined ? 'fatture' : upload.category;
  if (title !== null) parts.push({ name: 'title', value: title });
  if (category !== null) parts.push({ name: 'category', value: category });
  if (upload.year !== undefined) parts.push({ name: 'year', value: String(upload.year) });
  if (upload.note !== undefined) parts.push({ name: 'note', value: upload.note });
  if (upload.batch !== undefined) parts.push({ name: 'batch', value: upload.batch });
  parts.push({ name: 'file', filename: upload.filename, content: upload.content });
  return parts;
}

/** `POST /api/client-uploads` with the given session. */
export function sendClientUpload(
  app: FastifyInstance,
  cookies: Record<string, string> | undefined,
  upload: ClientUploadInput,
  headers: Record<string, string> = {},
) {
  return postMultipart(app, '/api/client-uploads', cookies, clientUploadParts(upload), headers);
}

/** An upload as the route leaves it, straight in the store and the table (no e-mail, no audit). */
export async function storeClientUpload(
  app: FastifyInstance,
  fields: {
    userId: number;
    title?: string;
    category?: string;
    year?: number;
    note?: string | null;
    filename?: string;
    filetype?: string;
    content?: Buffer;
    uploadedAt?: Date;
    seenAt?: Date | null;
    archivedAt?: Date | null;
  },
) {
  const content = fields.content ?? pdfFile(fields.title);
  const pending = await app.documentStore.write(Readable.from([content]), { maxBytes: content.length });
  await pending.commit();
  const [row] = await app.db
    .insert(clientUploads)
    .values({
      userId: fields.userId,
      title: fields.title ?? 'Documento',
      category: fields.category ?? 'fatture',
      year: fields.year ?? 2026,
      note: fields.note ?? null,
      filename: fields.filename ?? 'documento.pdf',
      filetype: fields.filetype ?? 'application/pdf',
      storageKey: pending.key,
      size: pending.size,
      sha256: pending.sha256,
      uploadedAt: fields.uploadedAt,
      seenAt: fields.seenAt ?? null,
      archivedAt: fields.archivedAt ?? null,
    })
    .returning();
  return { ...row!, content };
}

type AppOptions = Parameters<typeof createTestApp>[0];
type Client = Awaited<ReturnType<typeof createUser>> & { cookies: Record<string, string> };

export interface ClientUploadHarness {
  t: TestApp;
  /** The administrator's session cookies. */
  admin: Record<string, string>;
  /** Two signed-in clients: each must never see the other's uploads. */
  mario: Client;
  lucia: Client;
  /** Sends one file as `who` (default Mario). */
  send(upload: ClientUploadInput, who?: Client): ReturnType<typeof sendClientUpload>;
  /** No upload row, no e-mail, no committed file, no temporary file. */
  expectNothingStored(): Promise<void>;
}

/**
 * One app per test file with an administrator and two clients, emptied of
 * client uploads (rows, files, e-mails) before each test. Call at the top of the file.
 */
export function setUpClientUploadHarness(
  /** The test app's options, or a function giving them when the app is built (after other beforeAll hooks). */
  options: AppOptions | (() => AppOptions) = {},
): ClientUploadHarness {
  const h = {
    send: (upload, who) => sendClientUpload(h.t.app, (who ?? h.mario).cookies, upload),
    async expectNothingStored() {
      expect(await h.t.app.db.select().from(clientUploads)).toEqual([]);
      expect(await h.t.app.db.select().from(mailOutbox)).toEqual([]);
      expect(await storedFiles(h.t.config.dataDir)).toEqual({ committed: [], temporary: [] });
    },
  } as ClientUploadHarness;
  const client = async (username: string, fullName: string): Promise<Client> => {
    const user = await createUser(h.t.app, { username, fullName, email: `${username}@example.it` });
    return { ...user, cookies: await login(h.t.app, user.username, user.password) };
  };
  beforeAll(async () => {
    h.t = await createTestApp(typeof options === 'function' ? options() : options);
    h.admin = await login(h.t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    h.mario = await client('mario.rossi', 'Mario Rossi');
    h.lucia = await client('lucia', 'Lucia Bianchi');
  });
  afterAll(() => h.t.close());
  beforeEach(async () => {
    await h.t.app.db.delete(clientUploads);
    await h.t.app.db.delete(mailOutbox);
    await rm(path.join(h.t.config.dataDir, 'documents'), { recursive: true, force: true });
  });
  return h;
}
