import { describe, expect, it } from 'vitest';
import { escapeControls, oneLine } from './control-characters';

// What a ZIP entry's name held in the review: clear the screen, retitle the window, ring, colour, reverse.
const HOSTILE = '\x1b[2J\x1b]0;owned\x07\x1b[31mFAKE abbinato\x1b[0m \u202ecu.pdf';

describe('escapeControls', () => {
  it('writes controls and bidi characters as escapes a terminal only prints', () => {
    expect(escapeControls(HOSTILE)).toBe(
      '\\x1b[2J\\x1b]0;owned\\x07\\x1b[31mFAKE abbinato\\x1b[0m \\u202ecu.pdf',
    );
    // C1 (CSI alone starts a sequence on some terminals), DEL, the marks, isolates, a tag character.
    expect(escapeControls('a\x9b2Jb\x7f\u200e\u200f\u061c\u2066x\u2069\u{e0041}')).toBe(
      'a\\x9b2Jb\\x7f\\u200e\\u200f\\u061c\\u2066x\\u2069\\u{e0041}',
    );
  });

  it('leaves a name without them as it is, accents and all', () => {
    expect(escapeControls('Cedolino di novembre – Società Rossi.pdf')).toBe(
      'Cedolino di novembre – Società Rossi.pdf',
    );
  });
});

describe('oneLine', () => {
  it('drops what acts instead of showing, keeping a space where a break or tab was', () => {
    expect(oneLine(HOSTILE)).toBe('[2J]0;owned[31mFAKE abbinato[0m cu.pdf');
    expect(oneLine(' Cedolino\tnovembre\r\n2026\u2028bis ')).toBe('Cedolino novembre 2026 bis');
    expect(oneLine('fattura\u202efdp.exe')).toBe('fatturafdp.exe');
    expect(oneLine('\x1b\x07\u202e \u200f')).toBe('');
  });

  it('composes decomposed letters, as a Mac names its files', () => {
    expect(oneLine('Societa\u0300')).toBe('Società');
  });
});
