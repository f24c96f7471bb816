import { describe, expect, it } from 'vitest';
import { textParts } from './text-links';

describe('textParts', () => {
  it('keeps a text without addresses as one part', () => {
    expect(textParts('Buongiorno,\nallego il modello.')).toEqual([
      { kind: 'text', text: 'Buongiorno,\nallego il modello.' },
    ]);
  });

  it('cuts out http(s) and www addresses, leaving the sentence’s last mark outside', () => {
    expect(textParts('Vedi https://www.agenziaentrate.gov.it/portale. Poi www.inps.it, grazie')).toEqual([
      { kind: 'text', text: 'Vedi ' },
      {
        kind: 'link',
        text: 'https://www.agenziaentrate.gov.it/portale',
        href: 'https://www.agenziaentrate.gov.it/portale',
      },
      { kind: 'text', text: '. Poi ' },
      { kind: 'link', text: 'www.inps.it', href: 'https://www.inps.it/' },
      { kind: 'text', text: ', grazie' },
    ]);
  });

  it('keeps a bracket the address opened, drops one that closes the sentence', () => {
    expect(textParts('(https://it.wikipedia.org/wiki/IVA_(tassa))')).toEqual([
      { kind: 'text', text: '(' },
      {
        kind: 'link',
        text: 'https://it.wikipedia.org/wiki/IVA_(tassa)',
        href: 'https://it.wikipedia.org/wiki/IVA_(tassa)',
      },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never makes a link of another scheme, and stops at markup', () => {
    expect(textParts('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
    const parts = textParts('<a href="https://x.it">x</a>');
    expect(parts.filter((p) => p.kind === 'link').map((p) => p.text)).toEqual(['https://x.it']);
    expect(parts.map((p) => p.text).join('')).toBe('<a href="https://x.it">x</a>');
  });
});
