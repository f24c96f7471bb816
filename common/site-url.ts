/**
 * The site's origin is configuration (PUBLIC_URL), known only when the server
 * starts, but the public pages are prerendered at build time. Pages write this
 * placeholder in canonical and Open Graph URLs; the server replaces it with
 * PUBLIC_URL when it loads the build (server/web/static-site.ts).
 */
export const PUBLIC_URL_PLACEHOLDER = 'https://public-url.invalid';

export function absoluteUrl(pathname: string): string {
  return `${PUBLIC_URL_PLACEHOLDER}${pathname === '/' ? '/' : pathname}`;
}
