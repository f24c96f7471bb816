import { firmProfile } from '@common/firm-profile';

export interface RelyingParty {
  /** The domain passkeys are bound to: PUBLIC_URL's host name, without port. */
  id: string;
  /** Where the browser must say the ceremony happened: PUBLIC_URL's origin. */
  origin: string;
  /** What the browser and the password manager show next to the passkey. */
  name: string;
}

/**
 * Passkeys belong to the address clients use, PUBLIC_URL: one registered at
 * another name of the same server (an IP address, a second domain) would not
 * work there, so the browser is told this one only.
 */
export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: firmProfile.brandName };
}

/**
 * The WebAuthn user handle the authenticator keeps with a passkey: the account
 * id, which says nothing about the person (WebAuthn forbids names and e-mails
 * there) and stays the same: a passkey added again on a device replaces the one
 * left there after its removal from the profile.
 */
export function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`user-${userId}`) as Uint8Array<ArrayBuffer>;
}

export const userHandleBase64url = (userId: number) => Buffer.from(userHandle(userId)).toString('base64url');
