/** A piece of a message's text: as written, or an address to draw as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare 'www.' ones; stops at spaces and at the characters that close a sentence
// or quote an address ('<', '>', '"').
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
// A sentence's last mark after an address ('vedi https://x.it.') is the sentence's, not the address's.
const TRAILING = /[.,;:!?'’)\]]+$/;

/** The address a link opens: a bare 'www.' gets https; anything else that is not http(s) is no link. */
function hrefOf(address: string): string | null {
  const href = /^www\./i.test(address) ? `https://${address}` : address;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The text cut into plain runs and web addresses, in order; joined, the parts are the text unchanged.
 * A closing bracket stays in an address that opened one ('https://it.wikipedia.org/wiki/IVA_(tassa)').
 */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    let address = match[0];
    const cut = TRAILING.exec(address)?.[0] ?? '';
    address = address.slice(0, address.length - cut.length);
    if (cut.startsWith(')') && address.includes('(')) address += ')';
    const href = hrefOf(address);
    plain += text.slice(last, match.index);
    last = match.index + address.length;
    if (!href) {
      plain += address;
      continue;
    }
    if (plain) parts.push({ kind: 'text', text: plain });
    plain = '';
    parts.push({ kind: 'link', text: address, href });
  }
  plain += text.slice(last);
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}
