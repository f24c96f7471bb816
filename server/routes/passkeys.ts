import { deviceLabel } from '@common/device-label';
import { PASSKEYS_PER_USER_MAX, passkeyNameSchema, passkeySchema } from '@common/schemas/passkeys';
import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, audit } from '../audit/audit-log';
import { requireUser } from '../auth/guards';
import { requireRecentIdentity } from '../auth/identity-check';
import { describeUserAgent } from '../auth/user-agent';
import { HttpError } from '../http-error';
import { enqueueMail } from '../mail/outbox';
import { CHALLENGE_TTL_MS, storeChallenge, takeChallenge } from '../passkeys/challenges';
import { newPasskeyMail } from '../passkeys/new-passkey-mail';
import {
  countPasskeys,
  insertPasskey,
  passkeysOf,
  removePasskey,
  toPasskey,
} from '../passkeys/passkey-store';
import { relyingParty, userHandle } from '../passkeys/relying-party';
import { registrationResponseSchema } from '../passkeys/response-schemas';
import { parseId, rawIdParams } from './id-params';

export const PASSKEY_NOT_VERIFIED = 'Non è stato possibile verificare la passkey: riprova.';
export const PASSKEY_ALREADY_REGISTERED = 'Questa passkey è già registrata.';
export const PASSKEY_NOT_FOUND = 'Passkey non trovata.';
export const TOO_MANY_PASSKEYS = `Hai già ${PASSKEYS_PER_USER_MAX} passkey: rimuovine una che non usi più per aggiungerne un'altra.`;

/** The signed-in user's passkeys: adding one (a WebAuthn registration), listing, removing. */
export async function passkeyRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rp = relyingParty(opts.publicUrl);

  const listPasskeys = {
    operationId: 'listPasskeys',
    summary: "One's passkeys",
    errors: { 403: 'The account has a step left to do (a password to replace, a second factor to set up)' },
    response: { 200: z.array(passkeySchema) },
  };
  api.get('/passkeys', { schema: listPasskeys }, async (request, reply) => {
    const me = requireUser(request);
    const rows = await passkeysOf(app.db, me.id);
    return reply.header('cache-control', 'no-store').send(rows.map(toPasskey));
  });

  const passkeyRegistrationOptions = {
    operationId: 'getPasskeyRegistrationOptions',
    summary: "A challenge for adding a passkey (WebAuthn's options); needs a fresh identity proof",
    errors: {
      403: 'No identity proof in the last minutes (POST /api/user/confirm-identity); or the account has a step left to do (a password to replace, a second factor to set up)',
      409: 'The account has as many passkeys as it may',
    },
  };
  api.post(
    '/passkeys/registration/options',
    { schema: passkeyRegistrationOptions },
    async (request, reply) => {
      const me = requireUser(request);
      // A passkey signs in without the password: a session alone (perhaps copied) must not make one.
      requireRecentIdentity(app, request);
      const existing = await passkeysOf(app.db, me.id);
      if (existing.length >= PASSKEYS_PER_USER_MAX) throw new HttpError(409, TOO_MANY_PASSKEYS);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: me.username,
        userDisplayName: me.fullName,
        userID: userHandle(me.id),
        timeout: CHALLENGE_TTL_MS,
        attestationType: 'none',
        // The device refuses to make a second passkey for this account where it already holds one.
        excludeCredentials: existing.map((p) => ({
          id: p.credentialId,
          transports: p.transports ?? undefined,
        })),
        // Discoverable (the sign-in asks for no username) and unlocked by the person (fingerprint, face,
        // PIN): the passkey then stands for both factors.
        authenticatorSelection: {
          residentKey: 'required',
          requireResidentKey: true,
          userVerification: 'required',
        },
      });
      await storeChallenge(app, reply, { challenge: options.challenge, purpose: 'register', userId: me.id });
      return reply.header('cache-control', 'no-store').send(options);
    },
  );

  api.post(
    '/passkeys/registration',
    {
      schema: {
        operationId: 'addPasskey',
        summary: 'Add a passkey from its signed registration; the account is e-mailed',
        errors: {
          400: 'The challenge expired, or the passkey could not be verified',
          403: 'No identity proof in the last minutes; or the account has a step left to do (a password to replace, a second factor to set up)',
          409: 'The passkey is already registered, or the account has as many as it may',
        },
        body: passkeyNameSchema.extend({ response: registrationResponseSchema }),
        response: { 201: passkeySchema },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      requireRecentIdentity(app, request);
      const expectedChallenge = await takeChallenge(app, request, reply, {
        purpose: 'register',
        userId: me.id,
      });
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response: request.body.response as RegistrationResponseJSON,
          expectedChallenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: true,
        });
      } catch (error) {
        request.log.info({ err: error }, 'passkey registration refused');
        throw new HttpError(400, PASSKEY_NOT_VERIFIED);
      }
      if (!verification.verified) throw new HttpError(400, PASSKEY_NOT_VERIFIED);
      // Counted again here: two registrations started together cannot both pass the limit by much.
      if ((await countPasskeys(app.db, me.id)) >= PASSKEYS_PER_USER_MAX) {
        throw new HttpError(409, TOO_MANY_PASSKEYS);
      }

      const { credential } = verification.registrationInfo;
      const now = app.now();
      const device = deviceLabel(describeUserAgent(request.headers['user-agent']));
      const row = await app.db.transaction(async (tx) => {
        const added = await insertPasskey(tx, {
          userId: me.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? null,
          name: request.body.name,
        });
        // The notice leaves with the passkey or not at all.
        if (added && app.mail.enabled && me.email) {
          await enqueueMail(tx, newPasskeyMail(me, { name: added.name, at: now, device }), now);
        }
        return added;
      });
      if (!row) throw new HttpError(409, PASSKEY_ALREADY_REGISTERED);
      app.mail.kick();
      await audit(app.db, request, 'passkey.add', actorOf(me), { passkeyId: row.id, name: row.name });
      return reply.status(201).send(toPasskey(row));
    },
  );

  const removeOwnPasskey = {
    operationId: 'removePasskey',
    summary: "Remove one of one's passkeys",
    errors: {
      403: 'The account has a step left to do (a password to replace, a second factor to set up)',
      404: 'No such passkey of this account',
    },
    params: rawIdParams,
  };
  api.delete('/passkeys/:id', { schema: removeOwnPasskey }, async (request, reply) => {
    const me = requireUser(request);
    // Another user's passkey, a missing one and a malformed id all read the same.
    const id = parseId(request.params.id);
    const row = id === null ? null : await removePasskey(app.db, me.id, id);
    if (!row) throw new HttpError(404, PASSKEY_NOT_FOUND);
    await audit(app.db, request, 'passkey.remove', actorOf(me), { passkeyId: row.id, name: row.name });
    return reply.status(204).send();
  });
}
