import { SaxesParser, type SaxesTagNS } from 'saxes';
import { MAX_ATTRIBUTES, MAX_DEPTH, SLICE_CHARS } from '../file-types/detect-xml';
import type { pacer } from './pace';

/** An element by its local name (FatturaPA files use any prefix), with its own text. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export class XmlError extends Error {}

/**
 * The whole document as a tree of elements, parsed in slices with a pause between them. The same
 * refusals as the upload check: no DOCTYPE (so no entities), at most 64 levels, 256 attributes.
 * Memory is bounded by the file: stored files are at most the upload limit.
 */
export async function readXmlTree(bytes: Buffer, pace: ReturnType<typeof pacer>): Promise<XmlElement> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const decode = (chunk: Buffer, stream: boolean) => {
    try {
      return decoder.decode(chunk, { stream });
    } catch {
      throw new XmlError('il file non è testo UTF-8');
    }
  };
  const parser = new SaxesParser({ xmlns: true, position: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let failure: string | null = null;
  const fail = (reason: string) => {
    failure ??= reason;
  };
  parser.on('error', (err) => fail(`XML non valido (${err.message.split('\n')[0]})`));
  parser.on('doctype', () => fail('il file dichiara un DOCTYPE'));
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (failure) return;
    const attributes: Record<string, string> = {};
    const names = Object.keys(tag.attributes);
    if (names.length > MAX_ATTRIBUTES) return fail('troppi attributi');
    for (const name of names) attributes[tag.attributes[name]!.local] = tag.attributes[name]!.value;
    const element: XmlElement = { name: tag.local, attributes, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
    if (stack.length > MAX_DEPTH) fail('annidamento troppo profondo');
  });
  parser.on('text', (value) => {
    const current = stack.at(-1);
    if (current && !failure) current.text += value;
  });
  parser.on('cdata', (value) => {
    const current = stack.at(-1);
    if (current && !failure) current.text += value;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  // Decoded and parsed a slice at a time: neither step holds the server for the whole file.
  for (let at = 0; at < bytes.length && !failure; at += SLICE_CHARS) {
    parser.write(decode(bytes.subarray(at, at + SLICE_CHARS), true));
    await pace();
  }
  const rest = decode(Buffer.alloc(0), false);
  if (!failure && rest) parser.write(rest);
  if (!failure) parser.close();
  if (failure) throw new XmlError(failure);
  if (!root) throw new XmlError('il file non contiene elementi XML');
  return root;
}

export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((c) => c.name === name);
}

export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element ? element.children.filter((c) => c.name === name) : [];
}

/** The trimmed text at a path of child names, or null when absent or empty. */
export function textAt(element: XmlElement | undefined, ...path: string[]): string | null {
  let current = element;
  for (const name of path) current = child(current, name);
  const value = current?.text.trim();
  return value ? value : null;
}
