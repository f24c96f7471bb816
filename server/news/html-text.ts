import { windows1252C1 } from './decode-body';

// ISO-8859-1's named characters, in code point order from U+00A0.
const LATIN1_NAMES =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 ' +
  'acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde ' +
  'Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute ' +
  'Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde ' +
  'auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ' +
  'ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';

const NAMED = new Map<string, string>([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['euro', '€'],
  ['hellip', '…'],
  ['ndash', '–'],
  ['mdash', '—'],
  ['lsquo', '‘'],
  ['rsquo', '’'],
  ['sbquo', '‚'],
  ['ldquo', '“'],
  ['rdquo', '”'],
  ['bdquo', '„'],
  ['bull', '•'],
  ['trade', '™'],
  ['dagger', '†'],
  ['permil', '‰'],
  ['lsaquo', '‹'],
  ['rsaquo', '›'],
  ['OElig', 'Œ'],
  ['oelig', 'œ'],
  ['Scaron', 'Š'],
  ['scaron', 'š'],
  ['Yuml', 'Ÿ'],
  ['circ', 'ˆ'],
  ['tilde', '˜'],
  ['ensp', ' '],
  ['emsp', ' '],
  ['thinsp', ' '],
  ...LATIN1_NAMES.split(' ').map((name, i) => [name, String.fromCodePoint(0xa0 + i)] as [string, string]),
]);

function fromCodePoint(code: number): string {
  if (code >= 0x80 && code <= 0x9f) return windows1252C1(code) ?? '\uFFFD';
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}

/** Decodes character references; an unknown name stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g,
    (match, dec, hex, name) => {
      if (dec) return fromCodePoint(Number.parseInt(dec, 10));
      if (hex) return fromCodePoint(Number.parseInt(hex, 16));
      return NAMED.get(name) ?? match;
    },
  );
}

// A tag, with quoted attribute values that may contain ">".
const TAG = /<\/?([A-Za-z][A-Za-z0-9]*)[^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/g;
// Tags that separate words; any other tag (<b>, <a>, <span>) joins its text to the next.
const BLOCK_TAGS = new Set(
  'address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr img li main nav ol p pre section table td th tr ul'.split(
    ' ',
  ),
);
const INVISIBLE_BLOCKS = /<(script|style|noscript|template|iframe|object)\b[\s\S]*?<\/\1\s*>/gi;

/** HTML (or plain text) to one line of plain text: no tags, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const stripped = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(INVISIBLE_BLOCKS, ' ')
    .replace(TAG, (_tag, name: string) => (BLOCK_TAGS.has(name.toLowerCase()) ? ' ' : ''));
  return (
    decodeEntities(stripped)
      // Control characters other than whitespace have no place in a card.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b\ufeff]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** At most `max` characters, cut at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** The src of the first <img> in a fragment of HTML, entities decoded. */
export function firstImageSrc(html: string): string | undefined {
  const match = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/i.exec(html);
  const src = match?.[1] ?? match?.[2] ?? match?.[3];
  return src ? decodeEntities(src.trim()) : undefined;
}
