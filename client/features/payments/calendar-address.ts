/**
 * The feed's address for a calendar app: `webcal://` makes a phone offer to
 * subscribe (the app then fetches it over https itself).
 */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}
