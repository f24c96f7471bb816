import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendClientUpload } from '../../../test/support/client-uploads';
import { sha256 } from '../../../test/support/documents';
import { postUpload, uploadParts } from '../../../test/support/multipart';
import { type S3TestServer, startS3Server } from '../../../test/support/s3-server';
import { TEST_ADMIN } from '../../../test/support/test-app';
import { type Instances, startTwoInstances } from '../../../test/support/two-instances';
import { createUser, login } from '../../../test/support/users';
import { documents } from '../../db/schema';

let s3: S3TestServer;
let instances: Instances;
let one: FastifyInstance;
let two: FastifyInstance;

beforeAll(async () => {
  s3 = await startS3Server();
  instances = await startTwoInstances({ DOCUMENT_STORAGE_URL: s3.url('studio') });
  ({ one, two } = instances);
});

afterAll(async () => {
  await instances?.close();
  await s3.close();
});

describe('two instances on one database and one bucket', () => {
  it('serve through one what was uploaded through the other, both ways, and agree on deletions', async () => {
    const client = await createUser(one);
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(6 * 1024 * 1024)]);
    const uploaded = await postUpload(
      one,
      await login(one, TEST_ADMIN.username, TEST_ADMIN.password),
      uploadParts({ title: 'Bilancio 2025', userId: client.id, filename: 'bilancio.pdf', content }),
    );
    expect(uploaded.statusCode).toBe(201);
    const documentId = uploaded.json().id;

    const clientOnTwo = await login(two, client.username, client.password);
    const download = await two.inject({ url: `/api/documents/${documentId}/download`, cookies: clientOnTwo });
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(content));

    const sent = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1024)]);
    const upload = await sendClientUpload(two, clientOnTwo, { filename: 'fattura.pdf', content: sent });
    expect(upload.statusCode).toBe(201);
    const adminOnOne = await login(one, TEST_ADMIN.username, TEST_ADMIN.password);
    const received = await one.inject({
      url: `/api/admin/client-uploads/${upload.json().id}/download`,
      cookies: adminOnOne,
    });
    expect(received.statusCode).toBe(200);
    expect(sha256(received.rawPayload)).toBe(sha256(sent));

    const [row] = await one.db.select().from(documents).where(eq(documents.id, documentId));
    const removed = await one.inject({
      method: 'DELETE',
      url: `/api/admin/documents/${documentId}`,
      cookies: adminOnOne,
    });
    expect(removed.statusCode).toBe(204);
    const gone = await two.inject({ url: `/api/documents/${documentId}/download`, cookies: clientOnTwo });
    expect(gone.statusCode).toBe(404);
    expect(await two.documentStore.exists(row!.storageKey)).toBe(false);
  });
});
