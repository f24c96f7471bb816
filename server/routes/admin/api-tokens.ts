import { EXPIRY_IN_THE_PAST, expiryTooFar, latestExpiryDay } from '@common/api-tokens';
import { deviceLabel } from '@common/device-label';
import { apiTokenListSchema, createdApiTokenSchema, newApiTokenSchema } from '@common/schemas/api-tokens';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { queueNewTokenMail } from '../../api-tokens/new-token-mail';
import { endOfRomeDay, expiryOf, newTokenSecret } from '../../api-tokens/token-store';
import { actorOf, audit } from '../../audit/audit-log';
import { requireUser } from '../../auth/guards';
import { requireRecentIdentity } from '../../auth/identity-check';
import { approximateAddress, describeUserAgent } from '../../auth/user-agent';
import { apiTokens, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { idParams } from '../id-params';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * 'Token di accesso': the keys the firm's software uses on `/api/v1`. The
 * secret is answered once, at creation; the list never has it.
 */
export async function adminApiTokenRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const listApiTokens = {
    operationId: 'listApiTokens',
    summary: "The API tokens ('Token di accesso'): scopes, expiry, last use, revocation",
    response: { 200: apiTokenListSchema },
  };
  api.get('/api-tokens', { schema: listApiTokens }, async (_request, reply) => {
    const rows = await app.db
      .select({ token: apiTokens, createdBy: users.username })
      .from(apiTokens)
      .leftJoin(users, eq(users.id, apiTokens.createdBy))
      .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
    const items = rows.map(({ token, createdBy }) => ({
      id: token.id,
      name: token.name,
      scopes: token.scopes,
      createdAt: token.createdAt.toISOString(),
      createdBy,
      expiresAt: token.expiresAt.toISOString(),
      lastUsedAt: iso(token.lastUsedAt),
      revokedAt: iso(token.revokedAt),
    }));
    return reply.header('cache-control', 'no-store').send({ items });
  });

  api.post(
    '/api-tokens',
    {
      schema: {
        operationId: 'createApiToken',
        summary: "Make an API token for the firm's software; its secret is answered once",
        errors: {
          400: 'No expiry, one not in the future or more than a year away (`fieldErrors.expiresAt`)',
          403: 'The password or the code not given again in the last minutes (a fresh proof, as for a passkey)',
        },
        body: newApiTokenSchema,
        response: { 201: createdApiTokenSchema },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      // A token reads or delivers every client's documents for months: a session alone (perhaps copied)
      // must not make one, as it must not add a passkey.
      requireRecentIdentity(app, request);
      const { name, scopes } = request.body;
      const now = app.now();
      const expiresAt = expiryOf(request.body.expiresAt);
      const refused =
        expiresAt <= now
          ? EXPIRY_IN_THE_PAST
          : expiresAt > endOfRomeDay(latestExpiryDay(now))
            ? expiryTooFar(now)
            : null;
      if (refused) throw new HttpError(400, refused, { expiresAt: refused });
      const { token, tokenHash } = newTokenSecret();
      const id = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(apiTokens)
          .values({ name, scopes, tokenHash, expiresAt, createdBy: admin.id, createdAt: now })
          .returning({ id: apiTokens.id });
        // The notice leaves with the token or not at all.
        if (app.mail.enabled) {
          const device = deviceLabel(describeUserAgent(request.headers['user-agent']));
          const facts = {
            creator: admin,
            name,
            scopes,
            expiresAt,
            at: now,
            device,
            address: approximateAddress(request.ip),
          };
          await queueNewTokenMail(tx, facts, app.mail.firmAddress);
        }
        return row!.id;
      });
      app.mail.kick();
      await audit(app.db, request, 'api-token.create', actorOf(admin), {
        token: id,
        name,
        scopes,
        expiresAt: expiresAt.toISOString(),
      });
      return reply.status(201).header('cache-control', 'no-store').send({ id, token });
    },
  );

  const revokeApiToken = {
    operationId: 'revokeApiToken',
    summary: 'Revoke an API token (again: nothing changes)',
    errors: { 404: 'No such token' },
    params: idParams,
  };
  api.delete('/api-tokens/:id', { schema: revokeApiToken }, async (request, reply) => {
    const admin = requireUser(request);
    const [row] = await app.db
      .update(apiTokens)
      .set({ revokedAt: app.now() })
      .where(and(eq(apiTokens.id, request.params.id), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id, name: apiTokens.name });
    if (!row) {
      const [exists] = await app.db
        .select({ id: apiTokens.id })
        .from(apiTokens)
        .where(eq(apiTokens.id, request.params.id));
      // Revoking twice is the same as once.
      if (exists) return reply.status(204).send();
      throw new HttpError(404, 'Token non trovato');
    }
    await audit(app.db, request, 'api-token.revoke', actorOf(admin), { token: row.id, name: row.name });
    return reply.status(204).send();
  });
}
