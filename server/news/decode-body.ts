// The characters windows-1252 puts at 0x80-0x9F, where ISO-8859-1 has control
// codes. Node 20's TextDecoder('windows-1252') returns the control codes (it
// decodes as ISO-8859-1), so "l’IVA" would lose its apostrophe; we map them back.
// The same table serves numeric references such as &#146; (see html-text.ts).
const C1_AS_WINDOWS_1252: Record<number, string> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
};

export function windows1252C1(codePoint: number): string | undefined {
  return C1_AS_WINDOWS_1252[codePoint];
}

function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label.trim());
  } catch {
    // An unknown label: fall through to the next source of truth.
    return undefined;
  }
}

function decodeWith(decoder: TextDecoder, bytes: Uint8Array): string {
  const text = decoder.decode(bytes);
  // WHATWG maps both "iso-8859-1" and "windows-1252" to windows-1252.
  if (decoder.encoding !== 'windows-1252') return text;
  return text.replace(/[\u0080-\u009f]/g, (c) => C1_AS_WINDOWS_1252[c.charCodeAt(0)] ?? c);
}

function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

function httpCharset(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '')?.[1];
}

function xmlDeclarationEncoding(bytes: Uint8Array): string | undefined {
  // The declaration is ASCII in every encoding we read; the first bytes suffice.
  const head = Buffer.from(bytes.subarray(0, 256)).toString('latin1');
  return /^\s*<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
}

/**
 * The feed's text: the byte order mark wins, then the HTTP charset, then the
 * XML declaration. With none of them XML means UTF-8; bytes that are not valid
 * UTF-8 are read as windows-1252, the usual undeclared legacy encoding.
 */
export function decodeFeedBody(bytes: Uint8Array, contentType: string | undefined): string {
  const bom = bomEncoding(bytes);
  // TextDecoder drops the BOM itself.
  if (bom) return decodeWith(new TextDecoder(bom), bytes);
  for (const label of [httpCharset(contentType), xmlDeclarationEncoding(bytes)]) {
    const decoder = decoderFor(label);
    if (decoder) return decodeWith(decoder, bytes);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWith(new TextDecoder('windows-1252'), bytes);
  }
}
