import type { PublicUser } from '@common/schemas/user';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach } from 'vitest';
import { auditEvents, contactMessages, mailOutbox } from '../../server/db/schema';
import { type Cookies, setupAdminApp, signedInAs } from './setup-test-app';
import { createUser } from './users';

/**
 * The admin inbox's tests: setupAdminApp plus a client, Carla, signed in, and
 * `adminUser`, the admin's account (filled in by beforeAll). Before each test
 * the inbox, the outbox and the `auditEvent` entries of the log are emptied.
 */
export function setupContactInbox(auditEvent: string) {
  const { t, admin } = setupAdminApp();
  const client: Cookies = {};
  const adminUser = {} as PublicUser;
  beforeAll(async () => {
    Object.assign(adminUser, (await t.app.inject({ url: '/api/user', cookies: admin })).json());
    Object.assign(client, await signedInAs(t, await createUser(t.app, { username: 'carla' })));
  });
  beforeEach(async () => {
    await t.app.db.delete(mailOutbox);
    await t.app.db.delete(contactMessages);
    await t.app.db.delete(auditEvents).where(eq(auditEvents.event, auditEvent));
  });
  return { t, admin, client, adminUser };
}

/** A contact message straight in the database, made at `createdAt`, with its author named after the subject. */
export async function insertContactMessage(
  app: FastifyInstance,
  subject: string,
  createdAt: string,
  fields: Partial<typeof contactMessages.$inferInsert> = {},
) {
  const [row] = await app.db
    .insert(contactMessages)
    .values({
      name: `Autore ${subject}`,
      email: 'autore@example.it',
      subject,
      message: `Testo di ${subject}.`,
      privacyAccepted: true,
      createdAt: new Date(createdAt),
      ...fields,
    })
    .returning();
  return row!;
}
