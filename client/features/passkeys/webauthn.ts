/**
 * The browser's side of passkeys. The WebAuthn helpers are fetched only when a
 * passkey is about to be used: on /auth they must not weigh on the page's
 * first script (docs/decisions/0015-public-pages-as-islands.md).
 */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

/** Whether this browser can make and use passkeys at all; checked without the helpers. */
export function browserHasWebAuthn(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The user closed the browser's window, or let it time out: not an error to alarm them with. */
export function isCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/** What to tell the user when the browser's WebAuthn call failed (the server's refusals carry their own text). */
export function deviceErrorText(error: unknown, purpose: 'register' | 'sign-in'): string {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return "Su questo dispositivo hai già una passkey per il tuo account: la trovi nell'elenco qui sopra.";
  }
  if (
    code === 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT' ||
    code === 'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT' ||
    code === 'ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG'
  ) {
    return 'Questo dispositivo non può creare una passkey: serve un blocco schermo con impronta, volto o PIN.';
  }
  return purpose === 'register'
    ? 'Il dispositivo non è riuscito a creare la passkey. Riprova tra qualche istante.'
    : 'Il dispositivo non è riuscito a usare la passkey. Riprova, oppure accedi con username e password.';
}
