/**
 * Characters that act instead of showing: controls (\p{Cc}: ESC opens a
 * terminal's escape sequences, BEL, the C1 range), format characters (\p{Cf}:
 * the bidi overrides and isolates, U+202E showing 'fattura<U+202E>fdp.exe' as
 * 'fatturaexe.pdf'; the marks U+200E, U+200F and U+061C; zero-width
 * characters) and the line and paragraph separators. The server's file names
 * drop the same (server/documents/file-name.ts).
 */
const ACTING = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** The ones among them that separated words: a title keeps the gap. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;

/** `text` safe to print on a terminal: each such character written as its escape ('\x1b', '\u202e'). */
export function escapeControls(text: string): string {
  return text.replace(ACTING, (char) => {
    const code = char.codePointAt(0) ?? 0;
    const hex = code.toString(16);
    if (code <= 0xff) return `\\x${hex.padStart(2, '0')}`;
    return code <= 0xffff ? `\\u${hex.padStart(4, '0')}` : `\\u{${hex}}`;
  });
}

/**
 * A title or a name as one line of plain text: breaks and tabs as spaces, the
 * other such characters dropped, spaces collapsed and trimmed, composed (NFC:
 * a Mac's file names come decomposed, and would not match a search).
 */
export function oneLine(text: string): string {
  return text.normalize('NFC').replace(BREAKS, ' ').replace(ACTING, '').replace(/\s+/g, ' ').trim();
}
