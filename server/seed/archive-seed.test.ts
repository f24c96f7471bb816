import { count, desc, eq, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { login } from '../../test/support/users';
import {
  auditEvents,
  clientUploads,
  contactMessages,
  documentRequests,
  documents,
  requestItems,
  users,
} from '../db/schema';
import { SEEDED_CLIENT_PASSWORD, SeedRefused, seedArchive } from './archive-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async (table: PgTable) => (await t.app.db.select({ n: count() }).from(table))[0]!.n;

describe('seed:archive', () => {
  it('fills an empty database with clients, documents both ways, messages and events, some with real files', async () => {
    const size = {
      clients: 12,
      years: 3,
      documentsPerClient: 30,
      uploadsPerClient: 10,
      requestsPerClient: 3,
      contactMessages: 50,
      auditEvents: 200,
      realFiles: 4,
    };
    expect(await seedArchive(t.app.database, t.app.documentStore, size)).toEqual({ realFiles: 4 });
    expect(await rows(users)).toBe(13);
    expect(await rows(documents)).toBe(360);
    expect(await rows(clientUploads)).toBe(120);
    expect(await rows(contactMessages)).toBe(50);
    expect(await rows(documentRequests)).toBe(36);
    expect(await rows(requestItems)).toBe(288);
    expect(await rows(auditEvents)).toBeGreaterThanOrEqual(200);
    const years = await t.app.db.selectDistinct({ year: documents.year }).from(documents);
    expect(years).toHaveLength(3);
    expect(
      (
        await t.app.db.select({ n: count() }).from(clientUploads).where(isNotNull(clientUploads.archivedAt))
      )[0]!.n,
    ).toBeGreaterThan(0);

    // The panel counts what waits: each client's newest request has two files to review; of the 36
    // F24s (one in ten documents) the unpaid ones past their due date are overdue.
    const admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const counts = async (url: string) => (await t.app.inject({ url, cookies: admin })).json();
    expect(await counts('/api/admin/requests/counts')).toEqual({ toReview: 24 });
    const payments = (await t.app.inject({ url: '/api/admin/payments?limit=200', cookies: admin })).json();
    expect(payments.total).toBe(36);
    const { overdue } = await counts('/api/admin/payments/counts');
    expect(overdue).toBeGreaterThan(0);
    expect(overdue).toBeLessThan(36);

    // A seeded client signs in, and the documents given a real file download.
    const session = await login(t.app, 'cliente00001', SEEDED_CLIENT_PASSWORD);
    const [client] = await t.app.db.select().from(users).where(eq(users.username, 'cliente00001'));
    const [newest] = await t.app.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.userId, client!.id))
      .orderBy(desc(documents.uploadedAt))
      .limit(1);
    const download = await t.app.inject({ url: `/api/documents/${newest!.id}/download`, cookies: session });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a database that already has clients', async () => {
    await expect(
      seedArchive(t.app.database, t.app.documentStore, {
        clients: 1,
        years: 1,
        documentsPerClient: 1,
        uploadsPerClient: 0,
        requestsPerClient: 0,
        contactMessages: 0,
        auditEvents: 0,
        realFiles: 0,
      }),
    ).rejects.toBeInstanceOf(SeedRefused);
  });
});
