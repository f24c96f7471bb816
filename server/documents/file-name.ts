/** Longest display name kept, in characters (the extension survives the cut). */
export const FILE_NAME_MAX = 150;
export const FALLBACK_FILE_NAME = 'documento';

// Control and format characters (bidi overrides disguise extensions: "fattura‮fdp.exe"),
// line/paragraph separators, and the characters Windows forbids in names.
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>:"/\\|?*]/gu;

/**
 * The uploaded name made safe to show and to offer back as a download name:
 * the last path segment only (a browser may send "C:\\fakepath\\x.pdf"),
 * no control or reserved characters, no leading/trailing dots or spaces,
 * at most FILE_NAME_MAX characters with the extension kept.
 */
export function cleanFileName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    // Line breaks and tabs separated words: keep the gap.
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, ' ')
    .replace(UNSAFE, '')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.]+|[\s.]+$/gu, '');
  return truncateKeepingExtension(cleaned, FILE_NAME_MAX) || FALLBACK_FILE_NAME;
}

/** The extension in lower case without the dot ("pdf"), or '' when the name has none. */
export function fileExtension(name: string): string {
  return /\.([a-z][a-z0-9]{0,4})$/i.exec(name)?.[1]?.toLowerCase() ?? '';
}

function truncateKeepingExtension(name: string, max: number): string {
  const chars = Array.from(name); // code points: never split a surrogate pair
  if (chars.length <= max) return name;
  const ext = fileExtension(name);
  const tail = ext ? `.${ext}` : '';
  const base = chars.slice(0, max - tail.length).join('');
  return `${base.replace(/[\s.]+$/u, '')}${tail}`;
}

/**
 * `Content-Disposition: attachment` per RFC 6266: an ASCII `filename` for old
 * clients and the exact name in `filename*` (RFC 8187). Nothing from the name
 * can end the header or add a parameter: the quoted part is plain printable
 * ASCII without quotes or backslashes, the other is percent-encoded.
 */
export function attachmentDisposition(name: string): string {
  const safe = cleanFileName(name);
  const ascii =
    safe
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      // '%' too: some browsers decode %XX inside the plain filename.
      .replace(/[^\x20-\x7e]|["\\%]/g, '_')
      .trim() || FALLBACK_FILE_NAME;
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
