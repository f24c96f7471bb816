import { firmProfile } from '@common/firm-profile';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
const PERIOD_S = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: firmProfile.brandName,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// address a QR code carries. */
export function totpUri(secret: string, label: string): string {
  return totp(secret, label).toString();
}

export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / PERIOD_S);
}

/**
 * The time step a code belongs to (one step of clock skew either way), or null.
 * A step at or before `lastUsedStep` is refused: a code is accepted once.
 */
export function acceptedStep(
  secret: string,
  code: string,
  at: Date,
  lastUsedStep: number | null,
): number | null {
  const delta = totp(secret, 'x').validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  const step = totpStep(at) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

/** The code an app shows at a given time; for tests and for nothing else on the server. */
export function totpCode(secret: string, at: Date): string {
  return totp(secret, 'x').generate({ timestamp: at.getTime() });
}
