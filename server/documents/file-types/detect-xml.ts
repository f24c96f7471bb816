import { SaxesParser, type SaxesTagNS } from 'saxes';

/** Root elements of an Italian e-invoice (ordinary and simplified FatturaPA) and of the SdI's notices about one. */
export const INVOICE_ROOTS = new Set(['FatturaElettronica', 'FatturaElettronicaSemplificata']);
export const SDI_NOTICE_ROOTS: ReadonlyMap<string, string> = new Map([
  ['RicevutaConsegna', 'RC'],
  ['NotificaScarto', 'NS'],
  ['NotificaMancataConsegna', 'MC'],
  ['NotificaEsito', 'NE'],
  ['NotificaDecorrenzaTermini', 'DT'],
  ['AttestazioneTrasmissioneFattura', 'AT'],
  ['NotificaEsitoCommittente', 'EC'],
  ['MetadatiInvioFile', 'MT'],
]);
const FATTURA_ROOTS = new Set([...INVOICE_ROOTS, ...SDI_NOTICE_ROOTS.keys()]);
/** An invoice nests about eight levels deep; thousands of open tags would only cost memory. */
export const MAX_DEPTH = 64;
export const MAX_ATTRIBUTES = 256;
/** Characters saxes may hold for one token (a comment, CDATA, an attribute value, a name). */
const MAX_TOKEN_CHARS = 1024 * 1024;
/** saxes is fed in slices this long, so its buffers are checked before they can grow much. */
export const SLICE_CHARS = 16 * 1024;

class Refused extends Error {}

/**
 * saxes has no limits of its own: it keeps a comment, a CDATA section, a
 * DOCTYPE, a name, an entity reference or an attribute value whole until it ends.
 * These are its buffers (saxes 6); reading them is what keeps memory flat
 * against a file made of one endless comment. The tests would notice if
 * a new version renamed them (the giant-token files would pass).
 */
interface SaxesBuffers {
  text?: string;
  name?: string;
  entity?: string;
  piTarget?: string;
}

/**
 * Checks, as the decoded text streams past, that a file is a FatturaPA: a
 * well-formed, namespace-well-formed XML document without any DOCTYPE (so no
 * entities to expand, no external ones to fetch) whose root element's local
 * name is FatturaElettronica or FatturaElettronicaSemplificata, whatever the
 * prefix. It fails at the first thing that rules that out and then ignores
 * the rest of the file.
 */
export class FatturaXmlCheck {
  private parser: SaxesParser<{ xmlns: true; position: false }> | null = null;
  private state: 'waiting' | 'parsing' | 'failed' = 'waiting';
  private spaceBefore = false;
  private sawRoot = false;
  private depth = 0;
  private attributes = 0;

  get alive(): boolean {
    return this.state !== 'failed';
  }

  /** Rules the file out from outside (its bytes are not UTF-8). */
  fail(): void {
    this.state = 'failed';
  }

  write(text: string): void {
    if (this.state === 'waiting') {
      // Most uploads are not XML: only text whose first non-space character is '<' gets a parser.
      const start = firstNonSpace(text);
      if (start < 0) {
        this.spaceBefore ||= text.length > 0;
        return;
      }
      if (text.charCodeAt(start) !== 0x3c) {
        this.fail();
        return;
      }
      this.parser = this.createParser();
      this.state = 'parsing';
      // Leading space matters: an XML declaration after it is an error.
      if (this.spaceBefore) this.feed(' ');
    }
    for (let at = 0; at < text.length && this.state === 'parsing'; at += SLICE_CHARS) {
      this.feed(text.slice(at, at + SLICE_CHARS));
    }
  }

  /** True when the text ended as a complete FatturaPA document. */
  end(): boolean {
    if (this.state !== 'parsing' || !this.parser) return false;
    const parser = this.parser;
    this.run(() => parser.close());
    return this.alive && this.sawRoot;
  }

  private feed(text: string): void {
    const parser = this.parser!;
    if (!this.run(() => parser.write(text))) return;
    const buffers = parser as unknown as SaxesBuffers;
    const held =
      (buffers.text?.length ?? 0) +
      (buffers.name?.length ?? 0) +
      (buffers.entity?.length ?? 0) +
      (buffers.piTarget?.length ?? 0);
    if (held > MAX_TOKEN_CHARS) this.fail();
  }

  /** Runs saxes until a handler stops it; false once the document is refused. */
  private run(step: () => void): boolean {
    try {
      step();
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
    }
    return this.alive;
  }

  /**
   * Called from saxes's handlers: the throw leaves saxes at once, so the rest
   * of the slice is not parsed (saxes would go on after an error, and its
   * namespace lookups slow down with depth).
   */
  private refuse(): never {
    this.fail();
    throw new Refused();
  }

  private createParser() {
    const parser = new SaxesParser({ xmlns: true, position: false });
    parser.on('error', () => this.refuse());
    parser.on('doctype', () => this.refuse());
    parser.on('opentagstart', (tag) => {
      this.attributes = 0;
      // Checked on the name, before the root's attributes are even read.
      if (this.depth === 0 && !this.sawRoot && !FATTURA_ROOTS.has(localName(tag.name))) this.refuse();
    });
    // saxes holds a tag's attributes until the tag ends.
    parser.on('attribute', () => {
      if (++this.attributes > MAX_ATTRIBUTES) this.refuse();
    });
    parser.on('opentag', (tag: SaxesTagNS) => {
      if (this.depth === 0) {
        if (!FATTURA_ROOTS.has(tag.local)) this.refuse();
        this.sawRoot = true;
      }
      if (++this.depth > MAX_DEPTH) this.refuse();
    });
    parser.on('closetag', () => {
      this.depth--;
    });
    return parser;
  }
}

function localName(qualified: string): string {
  return qualified.slice(qualified.indexOf(':') + 1);
}

/** Index of the first character that is not XML white space, or -1. */
function firstNonSpace(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return i;
  }
  return -1;
}
