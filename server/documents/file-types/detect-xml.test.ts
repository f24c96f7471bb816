import { describe, expect, it } from 'vitest';
import {
  FATTURA_NAMESPACE,
  fatturaWithDoctype,
  fatturaXml,
  htmlPage,
  malformedFattura,
  rssFeed,
  svgImage,
} from '../../../test/support/document-fixtures';
import { FatturaXmlCheck } from './detect-xml';

/** Feeds the text in pieces of `size` characters. */
function isFattura(text: string, size = 7): boolean {
  const check = new FatturaXmlCheck();
  for (let i = 0; i < text.length; i += size) check.write(text.slice(i, i + size));
  return check.end();
}
const text = (bytes: Buffer) => bytes.toString('utf8');
const ROOT_OPEN = `<p:FatturaElettronica versione="FPR12" xmlns:p="${FATTURA_NAMESPACE}">`;
const ROOT_CLOSE = '</p:FatturaElettronica>';
const wrap = (inside: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${ROOT_OPEN}${inside}${ROOT_CLOSE}\n`;

describe('FatturaXmlCheck', () => {
  it.each([
    ['the p: prefix', fatturaXml()],
    ['the ns2: prefix', fatturaXml({ prefix: 'ns2' })],
    ['a default namespace', fatturaXml({ prefix: '' })],
    ['the simplified invoice', fatturaXml({ semplificata: true })],
    ['the stylesheet instruction', fatturaXml({ stylesheet: true })],
    ['a comment before the root', fatturaXml({ prolog: '<!-- generato dal gestionale -->\n' })],
    [
      'an attachment of 3 MB (text is never held)',
      fatturaXml({ attachment: Buffer.alloc(3 * 1024 * 1024, 7) }),
    ],
  ])('accepts a FatturaPA with %s', (_label, bytes) => {
    expect(isFattura(text(bytes))).toBe(true);
    expect(isFattura(text(bytes), 4096)).toBe(true);
  });

  it('accepts no declaration, space before the root, references and CDATA', () => {
    expect(isFattura(`\n  ${ROOT_OPEN}${ROOT_CLOSE}`)).toBe(true);
    expect(isFattura(wrap('<Descrizione>Caff&#232; &amp; cornetto <![CDATA[<b>]]></Descrizione>'))).toBe(
      true,
    );
    expect(isFattura(`<ns3:FatturaElettronica xmlns:ns3="urn:altro"/>`)).toBe(true); // the local name decides
  });

  it('gives the same answer wherever the text is split', () => {
    const cases = [
      [text(fatturaXml({ stylesheet: true })), true],
      [text(rssFeed()), false],
      [text(malformedFattura()), false],
      [text(fatturaWithDoctype()), false],
    ] as const;
    for (const [xml, expected] of cases) {
      for (let cut = 0; cut <= xml.length; cut++) {
        const check = new FatturaXmlCheck();
        check.write(xml.slice(0, cut));
        check.write(xml.slice(cut));
        expect(check.end(), `cut at ${cut}`).toBe(expected);
      }
      for (const size of [1, 2, 3, 13, 101]) expect(isFattura(xml, size)).toBe(expected);
    }
  });

  it.each([
    ['an RSS feed', text(rssFeed())],
    ['an SVG', text(svgImage())],
    ['an HTML page', text(htmlPage())],
    ['malformed XML', text(malformedFattura())],
    ['a DOCTYPE with the billion laughs', text(fatturaWithDoctype('laughs'))],
    ['a DOCTYPE with an external entity', text(fatturaWithDoctype('external'))],
    ['a bare DOCTYPE', text(fatturaXml({ prolog: '<!DOCTYPE p:FatturaElettronica>\n' }))],
    ['a root that only starts like it', `<FatturaElettronicaX xmlns="${FATTURA_NAMESPACE}"/>`],
    ['an undeclared prefix', '<p:FatturaElettronica versione="FPR12"></p:FatturaElettronica>'],
    ['space before the declaration', ` ${text(fatturaXml())}`],
    ['text after the root', `${wrap('')}grazie`],
    ['a second root', `${wrap('')}${ROOT_OPEN}${ROOT_CLOSE}`],
    ['a cut-off document', text(fatturaXml()).slice(0, -30)],
    ['an undefined entity', wrap('<Descrizione>&nbsp;</Descrizione>')],
    ['a control character', wrap('<Descrizione>\u0001</Descrizione>')],
    ['only a declaration', '<?xml version="1.0"?>\n'],
    ['plain text', 'FatturaElettronica\n'],
    ['nothing', ''],
  ])('refuses %s', (_label, xml) => {
    expect(isFattura(xml)).toBe(false);
    expect(isFattura(xml, 1)).toBe(false);
  });

  it('decides from the root name before reading its attributes', () => {
    const check = new FatturaXmlCheck();
    check.write('<?xml version="1.0"?>\n<svg ');
    expect(check.alive).toBe(false);
  });

  describe('keeps memory flat against hostile documents', () => {
    const MB = 1024 * 1024;
    /** Feeds `middle` in 64 KB pieces and reports whether the check was still alive after each. */
    function feed(before: string, middle: string, after: string) {
      const check = new FatturaXmlCheck();
      check.write(before);
      let gaveUpAt = -1;
      for (let i = 0; i < middle.length; i += 64 * 1024) {
        check.write(middle.slice(i, i + 64 * 1024));
        if (!check.alive && gaveUpAt < 0) gaveUpAt = i;
      }
      check.write(after);
      return { result: check.end(), gaveUpAt };
    }

    it.each([
      ['a comment', '<!-- ', ' -->'],
      ['a CDATA section', '<X><![CDATA[', ']]></X>'],
      ['an attribute value', '<X a="', '"/>'],
      ['a tag name', '<X', '/>'],
      ['a processing instruction target', '<?x', '?>'],
      ['an entity reference', '<X>&x', ';</X>'],
    ])('gives up on %s of 3 MB once it passes 1 MB', (_label, open, close) => {
      const { result, gaveUpAt } = feed(`${ROOT_OPEN}${open}`, 'x'.repeat(3 * MB), `${close}${ROOT_CLOSE}`);
      expect(result).toBe(false);
      expect(gaveUpAt).toBeGreaterThan(0);
      expect(gaveUpAt).toBeLessThanOrEqual(1.1 * MB);
    });

    it('gives up on a DOCTYPE of 3 MB before it ends', () => {
      const { result, gaveUpAt } = feed(
        '<!DOCTYPE p:FatturaElettronica [<!-- ',
        'x'.repeat(3 * MB),
        ' -->]>',
      );
      expect(result).toBe(false);
      expect(gaveUpAt).toBeGreaterThan(0);
      expect(gaveUpAt).toBeLessThanOrEqual(1.1 * MB);
    });

    it('refuses deep nesting and endless attributes', () => {
      expect(isFattura(wrap('<a>'.repeat(100) + '</a>'.repeat(100)), 4096)).toBe(false);
      expect(isFattura(wrap('<a>'.repeat(50) + '</a>'.repeat(50)), 4096)).toBe(true);
      const attributes = Array.from({ length: 300 }, (_, i) => `a${i}="1"`).join(' ');
      expect(isFattura(wrap(`<X ${attributes}/>`), 4096)).toBe(false);
    });
  });
});
