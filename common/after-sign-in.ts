/**
 * The meta tag by which the prerendered sign-in page names the files the client area's first screen
 * loads (written by scripts/private-pages.ts, read by client/features/auth/prefetch-area.ts).
 */
export const AFTER_SIGN_IN_META = 'after-sign-in';
