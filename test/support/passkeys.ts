import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashToken } from '../../server/auth/session-store';
import { sessions } from '../../server/db/schema';
import { SoftAuthenticator } from './soft-authenticator';

/** The PUBLIC_URL of the passkey tests' app: the relying party is its host name. */
export const PASSKEY_PUBLIC_URL = 'https://portale.studio.example';
export const passkeyEnv = { PUBLIC_URL: PASSKEY_PUBLIC_URL };

export const newAuthenticator = () => new SoftAuthenticator(PASSKEY_PUBLIC_URL);

type Cookies = Record<string, string>;

/** The challenge cookie an options answer set, to send back with the verification. */
export function challengeCookie(res: LightMyRequestResponse): Cookies {
  const cookie = res.cookies.find((c) => c.name === 'webauthn');
  if (!cookie) throw new Error(`no challenge cookie: ${res.statusCode} ${res.body}`);
  return { webauthn: cookie.value };
}

/**
 * Marks the session as having proved its identity just now, as 'Conferma che
 * sei tu' does (the confirmation itself is tested in confirm-identity.test.ts).
 */
export async function markIdentityConfirmed(app: FastifyInstance, session: Cookies) {
  const token = Object.values(session)[0]!;
  await app.db
    .update(sessions)
    .set({ identityConfirmedAt: app.now() })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/** The options of a registration, from a session that has just confirmed its identity. */
export async function registrationOptions(app: FastifyInstance, session: Cookies) {
  await markIdentityConfirmed(app, session);
  const res = await app.inject({
    method: 'POST',
    url: '/api/passkeys/registration/options',
    cookies: session,
  });
  if (res.statusCode !== 200) throw new Error(`options: ${res.statusCode} ${res.body}`);
  return { options: res.json(), challenge: challengeCookie(res) };
}

export function sendRegistration(app: FastifyInstance, cookies: Cookies, payload: object) {
  return app.inject({ method: 'POST', url: '/api/passkeys/registration', cookies, payload });
}

/** Options, the device's answer, verification: a passkey added as the profile adds it. Returns its credential id. */
export async function addPasskey(
  app: FastifyInstance,
  session: Cookies,
  authenticator: SoftAuthenticator,
  name = 'Telefono',
): Promise<string> {
  const { options, challenge } = await registrationOptions(app, session);
  const response = authenticator.register(options);
  const res = await sendRegistration(app, { ...session, ...challenge }, { name, response });
  if (res.statusCode !== 201) throw new Error(`registration: ${res.statusCode} ${res.body}`);
  return response.id;
}

export async function signInOptions(app: FastifyInstance, remoteAddress?: string) {
  const res = await app.inject({ method: 'POST', url: '/api/passkeys/sign-in/options', remoteAddress });
  if (res.statusCode !== 200) throw new Error(`sign-in options: ${res.statusCode} ${res.body}`);
  return { options: res.json(), challenge: challengeCookie(res) };
}

export function sendSignIn(app: FastifyInstance, cookies: Cookies, payload: object, remoteAddress?: string) {
  return app.inject({ method: 'POST', url: '/api/passkeys/sign-in', cookies, payload, remoteAddress });
}

/** A whole passkey sign-in with the authenticator's last passkey. */
export async function signInWithPasskey(
  app: FastifyInstance,
  authenticator: SoftAuthenticator,
  opts: { remember?: boolean; remoteAddress?: string } = {},
) {
  const { options, challenge } = await signInOptions(app, opts.remoteAddress);
  const response = authenticator.authenticate(options);
  return sendSignIn(app, challenge, { response, remember: opts.remember ?? false }, opts.remoteAddress);
}

export function sessionCookie(res: LightMyRequestResponse): Cookies {
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
  return { sid: cookie.value };
}
