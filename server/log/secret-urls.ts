/**
 * What of a URL is a key in itself and must never reach a log: a log is read
 * by more people than the data it describes (journald, a log shipper, a
 * support ticket), and a calendar address there reads a client's deadlines
 * with no session.
 */
export const MASKED = '***';

/** Path segments that are keys: the calendar feed's token (`/api/calendar/<token>[.ics]`). */
const SECRET_SEGMENTS = /(\/api\/calendar\/)[^/?#\s"']+/gi;

/**
 * Query values that carry a key, should a link or an app ever put one there: the password reset's
 * link keeps its token in the fragment, which no browser sends, yet an old or hand-made link may not.
 */
const SECRET_QUERY =
  /([?&](?:token|access_token|api_key|apikey|key|secret|password|code|signature|sig)=)[^&#\s"']*/gi;

/** `text` (a URL, or a message that quotes one) with every secret above replaced by `***`. */
export function maskSecrets(text: string): string {
  return text.replace(SECRET_SEGMENTS, `$1${MASKED}`).replace(SECRET_QUERY, `$1${MASKED}`);
}
