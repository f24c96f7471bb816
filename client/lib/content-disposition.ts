/**
 * The file name a `Content-Disposition` header gives (RFC 6266): the
 * `filename*` form (RFC 8187, UTF-8 or ISO-8859-1, percent-encoded) wins over
 * the plain `filename`, which is the fallback for old clients. Path parts and
 * control characters are dropped: the name only labels the saved file.
 */
export function fileNameFromContentDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const params = parameters(header);
  const extended = params.get('filename*');
  const name = (extended === undefined ? undefined : decodeExtended(extended)) ?? params.get('filename');
  return (name === undefined ? '' : cleanName(name)) || fallback;
}

// A parameter is name=token or name="quoted string"; a quoted string may hold ';' and '\"'.
const PARAMETER = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;

function parameters(header: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const [, rawName, rawValue] of header.matchAll(PARAMETER)) {
    const name = rawName!.toLowerCase();
    let value = rawValue!.trim();
    if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    // The first occurrence counts; a repeated parameter is a malformed header.
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

function decodeExtended(value: string): string | undefined {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!match) return undefined;
  const charset = match[1]!.toLowerCase();
  const encoded = match[2]!;
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1') {
      // Each %XX is one Latin-1 character, which is the code point of the same number.
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  } catch {
    // A broken percent sequence: the plain filename is used instead.
  }
  return undefined;
}

function cleanName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}
