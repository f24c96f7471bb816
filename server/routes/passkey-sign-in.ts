import { publicUserSchema } from '@common/schemas/user';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../audit/audit-log';
import { completeSignIn } from '../auth/complete-sign-in';
import { countSignInAttempt, refuseIfThrottled, signInAttemptSucceeded } from '../auth/throttle-guard';
import { HttpError } from '../http-error';
import { CHALLENGE_TTL_MS, storeChallenge, takeChallenge } from '../passkeys/challenges';
import { findPasskeyWithUser, recordPasskeyUse } from '../passkeys/passkey-store';
import { relyingParty, userHandleBase64url } from '../passkeys/relying-party';
import { authenticationResponseSchema } from '../passkeys/response-schemas';
import { hasConfirmedTotp } from '../two-factor/authenticator';

export const PASSKEY_UNKNOWN =
  'Questa passkey non è registrata nel portale (forse è stata rimossa dal profilo). Accedi con username e password.';
export const PASSKEY_SIGN_IN_FAILED = 'Non è stato possibile verificare la passkey: riprova.';

const signInBody = z.object({
  response: authenticationResponseSchema,
  /** 'Ricordami', as on the password form. */
  remember: z.boolean({ error: 'Valore di «Ricordami» non valido' }).optional().default(false),
});

/**
 * Signing in with a passkey instead of username, password and code: the
 * browser offers the passkeys it holds for this site (no username asked), the
 * one chosen signs the challenge, and the session is made as for any sign-in.
 * Attempts are throttled per address, with the password's own counters.
 */
export async function passkeySignInRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rp = relyingParty(opts.publicUrl);

  async function fail(request: FastifyRequest, message: string, who: { userId?: number; username?: string }) {
    await audit(app.db, request, 'login.failure', who, { method: 'passkey' });
    return new HttpError(401, message);
  }

  const passkeySignInOptions = {
    operationId: 'getPasskeySignInOptions',
    summary: "A challenge for signing in with a passkey (WebAuthn's options)",
    security: [],
    errors: { 429: 'Too many sign-in attempts from this address: wait Retry-After seconds' },
  };
  api.post('/passkeys/sign-in/options', { schema: passkeySignInOptions }, async (request, reply) => {
    await refuseIfThrottled(app, request, reply);
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      // Empty: the browser lists every passkey it holds for this site.
      allowCredentials: [],
      userVerification: 'required',
      timeout: CHALLENGE_TTL_MS,
    });
    await storeChallenge(app, reply, { challenge: options.challenge, purpose: 'sign-in', userId: null });
    return reply.header('cache-control', 'no-store').send(options);
  });

  api.post(
    '/passkeys/sign-in',
    {
      schema: {
        operationId: 'signInWithPasskey',
        summary: "Sign in with a passkey's signed challenge",
        security: [],
        errors: {
          400: 'The challenge expired or was used',
          401: 'The passkey is unknown here or could not be verified',
          429: 'Too many sign-in attempts: wait Retry-After seconds',
        },
        body: signInBody,
        response: { 200: publicUserSchema },
      },
    },
    async (request, reply) => {
      await countSignInAttempt(app, request, reply, {}, { method: 'passkey' });
      const expectedChallenge = await takeChallenge(app, request, reply, {
        purpose: 'sign-in',
        userId: null,
      });
      const response = request.body.response as AuthenticationResponseJSON;

      const found = await findPasskeyWithUser(app.db, response.id);
      if (!found) throw await fail(request, PASSKEY_UNKNOWN, {});
      const { passkey, user } = found;
      const who = { userId: user.id, username: user.username };
      // The device says whose passkey it is: it must be the account the credential was registered to.
      const handle = response.response.userHandle;
      if (handle !== undefined && handle !== userHandleBase64url(user.id)) {
        throw await fail(request, PASSKEY_SIGN_IN_FAILED, who);
      }

      let newCounter: number;
      try {
        const verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
            transports: passkey.transports ?? undefined,
          },
          requireUserVerification: true,
        });
        if (!verification.verified) throw new Error('not verified');
        newCounter = verification.authenticationInfo.newCounter;
      } catch (error) {
        // A bad signature, another site's challenge, a counter gone backwards (a cloned key), no fingerprint or PIN.
        request.log.info({ err: error }, 'passkey sign-in refused');
        throw await fail(request, PASSKEY_SIGN_IN_FAILED, who);
      }

      await recordPasskeyUse(app.db, passkey.id, newCounter, app.now());
      await signInAttemptSucceeded(app, request, who, { complete: true });
      return completeSignIn(app, request, reply, user, {
        remember: request.body.remember,
        method: 'passkey',
        twoFactorEnabled: await hasConfirmedTotp(app.db, user.id),
      });
    },
  );
}
