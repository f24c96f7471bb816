import { deletedUserSchema, newUserSchema, setPasswordSchema } from '@common/schemas/admin-users';
import { endedKeysSchema } from '@common/schemas/ended-keys';
import { publicUserSchema } from '@common/schemas/user';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endEveryWayIn } from '../../account-recovery/end-every-way-in';
import { auditEndedKeys, endedKeysAnswer, endLastingKeys } from '../../account-recovery/lasting-keys';
import { actorOf, audit } from '../../audit/audit-log';
import { requireUser } from '../../auth/guards';
import { clientUploads, documents, users } from '../../db/schema';
import { removeStoredFiles } from '../../documents/storage/remove-stored-files';
import { HttpError } from '../../http-error';
import { enqueueMail } from '../../mail/outbox';
import { findUserByUsername } from '../../users/find-user';
import { MAIN_ADMIN_ID } from '../../users/first-admin';
import { refuseWeakPassword } from '../../users/password-policy';
import { createResetToken } from '../../users/password-reset';
import { hashPassword } from '../../users/passwords';
import { toPublicUser } from '../../users/public-user';
import { resetLinkMail } from '../../users/reset-link-mail';
import { refuseTakenTaxIds } from '../../users/tax-ids';
import { idParams } from '../id-params';
import { loadUser } from './load-user';
import { adminUserTaxIdsRoute } from './user-tax-ids';
import { adminUsersListRoute } from './users-list';

const USERNAME_TAKEN = 'Username già in uso';

export async function adminUserRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  await app.register(adminUsersListRoute);
  await app.register(adminUserTaxIdsRoute);

  api.post(
    '/users',
    {
      schema: {
        operationId: 'createUser',
        summary: 'Create a client account, with its password and optional codice fiscale and partita IVA',
        errors: {
          400: 'A password the policy refuses, or an invalid codice fiscale or partita IVA',
          409: 'The username, codice fiscale or partita IVA is taken',
        },
        body: newUserSchema,
        response: { 201: publicUserSchema },
      },
    },
    async (request, reply) => {
      const { username, fullName, email, password, codiceFiscale, partitaIva } = request.body;
      if (await findUserByUsername(app.db, username)) throw new HttpError(409, USERNAME_TAKEN);
      await refuseTakenTaxIds(app.db, request.body);
      refuseWeakPassword(password, username);
      const [row] = await app.db
        .insert(users)
        .values({
          username,
          fullName,
          email: email.toLowerCase(),
          passwordHash: await hashPassword(password),
          codiceFiscale,
          partitaIva,
        })
        // The unique indexes settle a race between two admins: the checks above say which one refused.
        .onConflictDoNothing()
        .returning();
      if (!row) {
        await refuseTakenTaxIds(app.db, request.body);
        throw new HttpError(409, USERNAME_TAKEN);
      }
      const admin = requireUser(request);
      await audit(app.db, request, 'user.create', actorOf(admin), { created: row.id });
      return reply.status(201).send(toPublicUser(row, false));
    },
  );

  api.delete(
    '/users/:id',
    {
      schema: {
        operationId: 'deleteUser',
        summary:
          "Delete an account with its documents and the files it sent; an administrator's API tokens are revoked",
        errors: {
          403: "The main administrator, or one's own account",
          404: 'No such user',
        },
        params: idParams,
        response: { 200: deletedUserSchema },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const { id } = request.params;
      if (id === MAIN_ADMIN_ID)
        throw new HttpError(403, "L'amministratore principale non può essere eliminato");
      if (id === admin.id) throw new HttpError(403, 'Non puoi eliminare il tuo account');
      const target = await loadUser(app.db, id, admin);
      // Documents and sessions go with the user (foreign keys ON DELETE CASCADE), in one statement.
      const storageKeys = await app.db.transaction(async (tx) => {
        // Locking the user first makes a concurrent upload for them wait, then fail: every
        // document that goes with the user is in the list below, so no file is left behind.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
        // An administrator's tokens would outlive the account (their row keeps no owner): revoked first.
        const keys = await endLastingKeys(tx, id, app.now(), { calendar: false });
        const rows = await tx
          .select({ key: documents.storageKey })
          .from(documents)
          .where(eq(documents.userId, id));
        // What the client sent the firm goes with them too (their uploads wait on the same lock).
        const sent = await tx
          .select({ key: clientUploads.storageKey })
          .from(clientUploads)
          .where(eq(clientUploads.userId, id));
        await tx.delete(users).where(eq(users.id, id));
        return { documents: rows.map((r) => r.key), sent: sent.map((r) => r.key), keys };
      });
      // The files go only after the rows are gone for good.
      await removeStoredFiles(app, [...storageKeys.documents, ...storageKeys.sent]);
      const deletedDocuments = storageKeys.documents.length;
      await audit(app.db, request, 'user.delete', actorOf(admin), {
        deleted: id,
        deletedUsername: target.username,
        deletedDocuments,
        deletedClientUploads: storageKeys.sent.length,
        apiTokensRevoked: storageKeys.keys.apiTokensRevoked,
      });
      await auditEndedKeys(app.db, request, actorOf(admin), storageKeys.keys, 'user.delete', id);
      return reply.send({ deletedDocuments, apiTokensRevoked: storageKeys.keys.apiTokensRevoked });
    },
  );

  api.post(
    '/users/:id/password',
    {
      schema: {
        operationId: 'setUserPassword',
        summary: "Set a user's password; their sessions, passkeys, API tokens and calendar address end",
        errors: {
          400: 'A password the policy refuses',
          403: "Only the main administrator may act on the main administrator's account",
          404: 'No such user',
        },
        params: idParams,
        body: setPasswordSchema,
        response: { 200: endedKeysSchema },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const target = await loadUser(app.db, request.params.id, admin);
      refuseWeakPassword(request.body.password, target.username);
      const passwordHash = await hashPassword(request.body.password);
      const { passkeysRemoved, keys } = await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, target.id));
        return endEveryWayIn(tx, target.id, app.now());
      });
      await audit(app.db, request, 'user.password.reset', actorOf(admin), {
        target: target.id,
        passkeysRemoved,
        ...endedKeysAnswer(keys),
      });
      await auditEndedKeys(app.db, request, actorOf(admin), keys, 'user.password.reset', target.id);
      return reply.send(endedKeysAnswer(keys));
    },
  );

  api.post(
    '/users/:id/password-reset-link',
    {
      schema: {
        operationId: 'sendPasswordResetLink',
        summary:
          'E-mail a user a single-use link to choose a password (24 hours); their sessions, passkeys, API tokens and calendar address end',
        errors: {
          403: "Only the main administrator may act on the main administrator's account",
          404: 'No such user',
          409: 'Mail is not configured',
        },
        params: idParams,
        response: { 202: endedKeysSchema.extend({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      if (!app.mail.enabled) {
        throw new HttpError(
          409,
          "L'invio di e-mail non è configurato: imposta una nuova password per il cliente.",
        );
      }
      const target = await loadUser(app.db, request.params.id, admin);
      const now = app.now();
      const { passkeysRemoved, keys } = await app.db.transaction(async (tx) => {
        const token = await createResetToken(tx, target.id, now);
        await enqueueMail(tx, resetLinkMail(target, `${opts.publicUrl}/reimposta-password#${token}`), now);
        // The old password still works until the link is used: the link's own use ends these again.
        return endEveryWayIn(tx, target.id, now);
      });
      app.mail.kick();
      await audit(app.db, request, 'user.password.reset-link', actorOf(admin), {
        target: target.id,
        passkeysRemoved,
        ...endedKeysAnswer(keys),
      });
      await auditEndedKeys(app.db, request, actorOf(admin), keys, 'user.password.reset-link', target.id);
      return reply.status(202).send({ message: 'Link inviato', ...endedKeysAnswer(keys) });
    },
  );
}
