import { createHash } from 'node:crypto';

/** The map on /contatti is the only third-party content a page may embed. */
export const mapOrigin = 'https://www.openstreetmap.org';

const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * A strict policy for one page: its inline scripts are allowed by hash (a prerendered page) or by the
 * answer's nonce (a page drawn for the request), never by 'unsafe-inline'. Inline style attributes stay allowed because
 * the UI primitives position popovers with them; they cannot run code.
 */
export function pageCsp(html: string, nonce?: string): string {
  const hashes = new Set<string>(nonce ? [`'nonce-${nonce}'`] : []);
  for (const match of html.matchAll(inlineScript)) {
    const code = match[1] ?? '';
    // One that carries the nonce runs by it: its hash would only tie the policy to this answer's data.
    if (code.trim() === '' || (nonce && match[0].includes(` nonce="${nonce}"`))) continue;
    hashes.add(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${mapOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A worker runs under its own script's policy, not its page's: the API's
 * `default-src 'none'` would stop it loading its chunks (the import's PDF
 * reader loads PDF.js). Scripts from the site, and nothing else.
 */
export const WORKER_CSP = "default-src 'none'; script-src 'self'";
/** How Vite names a worker's entry: `<name>.worker-<hash>.js`. */
export const isWorkerScript = (rel: string) => /^assets\/[^/]+\.worker-[\w-]+\.js$/.test(rel);
