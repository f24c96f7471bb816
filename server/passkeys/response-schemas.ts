import { z } from 'zod';

/**
 * The shape of what the browser's WebAuthn call returned, checked before the
 * library reads it: anything else is a 400 in Italian, never an exception in
 * the verification. Bounds are generous (a post-quantum key is a few KB) but
 * keep a single request small.
 */
export const INVALID_RESPONSE = 'La risposta della passkey non è valida: riprova.';

const base64url = (max: number) =>
  z
    .string({ error: INVALID_RESPONSE })
    .max(max, INVALID_RESPONSE)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, INVALID_RESPONSE);

const credentialId = base64url(1400).min(1, INVALID_RESPONSE);

const common = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: INVALID_RESPONSE }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform'], { error: INVALID_RESPONSE }).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown(), { error: INVALID_RESPONSE }).default({}),
};

export const registrationResponseSchema = z.object(
  {
    ...common,
    response: z.object(
      {
        clientDataJSON: base64url(4096),
        attestationObject: base64url(16384),
        transports: z
          .array(z.string({ error: INVALID_RESPONSE }).max(32), { error: INVALID_RESPONSE })
          .max(8)
          .optional(),
      },
      { error: INVALID_RESPONSE },
    ),
  },
  { error: INVALID_RESPONSE },
);

export const authenticationResponseSchema = z.object(
  {
    ...common,
    response: z.object(
      {
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(4096),
        signature: base64url(8192),
        userHandle: base64url(128).optional(),
      },
      { error: INVALID_RESPONSE },
    ),
  },
  { error: INVALID_RESPONSE },
);
