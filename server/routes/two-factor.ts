import {
  confirmTwoFactorSchema,
  passwordCheckSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@common/schemas/two-factor';
import { SESSION_REQUIRED_MESSAGE } from '@common/session-required';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { audit } from '../audit/audit-log';
import { requireUser } from '../auth/guards';
import { checkPasswordAgain } from '../auth/throttle-guard';
import { users } from '../db/schema';
import { HttpError } from '../http-error';
import {
  acceptTotpCode,
  hasConfirmedTotp,
  removeTwoFactor,
  startEnrolment,
} from '../two-factor/authenticator';
import { recoveryCodesLeft, replaceRecoveryCodes } from '../two-factor/recovery-codes';
import { totpUri } from '../two-factor/totp';

const ALREADY_ON = 'La verifica in due passaggi è già attiva.';
const NOT_ON = 'La verifica in due passaggi non è attiva.';

/**
 * The user's own authenticator app, from the profile. Enrolment answers an
 * account that must enrol before anything else (`incomplete`); turning it off
 * and new recovery codes ask for the password again.
 */
export async function twoFactorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  async function ownRow(id: number) {
    const [row] = await app.db.select().from(users).where(eq(users.id, id));
    if (!row) throw new HttpError(401, SESSION_REQUIRED_MESSAGE);
    return row;
  }

  const getTwoFactor = {
    operationId: 'getTwoFactor',
    summary: "Whether one's authenticator app is on, required, and how many recovery codes are left",
    response: { 200: twoFactorStatusSchema },
  };
  api.get('/', { schema: getTwoFactor }, async (request, reply) => {
    const me = requireUser(request, { incomplete: true });
    const enabled = await hasConfirmedTotp(app.db, me.id);
    const left = enabled ? await recoveryCodesLeft(app.db, me.id) : 0;
    return reply.headers(noStore).send({ enabled, required: me.twoFactorRequired, recoveryCodesLeft: left });
  });

  const startTwoFactorSetup = {
    operationId: 'startTwoFactorSetup',
    summary: 'Start enrolling an authenticator app: its secret, URI and QR code',
    errors: { 409: 'The second factor is already on' },
    response: { 200: twoFactorSetupSchema },
  };
  api.post('/setup', { schema: startTwoFactorSetup }, async (request, reply) => {
    const me = requireUser(request, { incomplete: true });
    const secret = await startEnrolment(app, me.id);
    if (!secret) throw new HttpError(409, ALREADY_ON);
    const uri = totpUri(secret, me.username);
    // Drawn here: the key never travels to a third-party QR service.
    const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return reply.headers(noStore).send({ secret, uri, qrSvg });
  });

  api.post(
    '/confirm',
    {
      schema: {
        operationId: 'confirmTwoFactor',
        summary: 'Turn the authenticator app on with its first code; answers the recovery codes',
        errors: { 400: 'The code is wrong', 409: 'The second factor is already on' },
        body: confirmTwoFactorSchema,
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request, reply) => {
      const me = requireUser(request, { incomplete: true });
      if (await hasConfirmedTotp(app.db, me.id)) throw new HttpError(409, ALREADY_ON);
      if (!(await acceptTotpCode(app, me.id, request.body.code, { confirming: true }))) {
        throw new HttpError(
          400,
          "Codice non valido: controlla che l'ora del telefono sia automatica e inserisci il codice che l'app mostra ora.",
        );
      }
      const recoveryCodes = await replaceRecoveryCodes(app, me.id);
      await audit(app.db, request, 'two-factor.enable', { userId: me.id, username: me.username });
      return reply.headers(noStore).send({ recoveryCodes });
    },
  );

  api.post(
    '/recovery-codes',
    {
      schema: {
        operationId: 'renewRecoveryCodes',
        summary: 'New recovery codes in place of the old ones (the password asked again)',
        errors: {
          400: 'The password is wrong',
          403: 'The account has a step left to do (a password to replace, a second factor to set up)',
          409: 'The second factor is not on',
          429: 'Too many wrong passwords: wait Retry-After seconds',
        },
        body: passwordCheckSchema,
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      await checkPasswordAgain(app, request, reply, await ownRow(me.id), request.body.password);
      if (!(await hasConfirmedTotp(app.db, me.id))) throw new HttpError(409, NOT_ON);
      const recoveryCodes = await replaceRecoveryCodes(app, me.id);
      await audit(app.db, request, 'two-factor.recovery-codes', { userId: me.id, username: me.username });
      return reply.headers(noStore).send({ recoveryCodes });
    },
  );

  const disableTwoFactor = {
    operationId: 'disableTwoFactor',
    summary: 'Turn the authenticator app off (the password asked again)',
    errors: {
      400: 'The password is wrong',
      403: 'The second factor is required of this account; or the account has a step left to do (a password to replace, a second factor to set up)',
      409: 'The second factor is not on',
      429: 'Too many wrong passwords: wait Retry-After seconds',
    },
    body: passwordCheckSchema,
  };
  api.post('/disable', { schema: disableTwoFactor }, async (request, reply) => {
    const me = requireUser(request);
    await checkPasswordAgain(app, request, reply, await ownRow(me.id), request.body.password);
    if (me.twoFactorRequired) {
      throw new HttpError(
        403,
        'Per il tuo account la verifica in due passaggi è obbligatoria: non si può disattivare.',
      );
    }
    if (!(await hasConfirmedTotp(app.db, me.id))) throw new HttpError(409, NOT_ON);
    await removeTwoFactor(app.db, me.id);
    await audit(app.db, request, 'two-factor.disable', { userId: me.id, username: me.username });
    return reply.status(204).send();
  });
}
