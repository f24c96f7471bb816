import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName, FILE_NAME_MAX, fileExtension } from './file-name';

describe('cleanFileName', () => {
  it.each([
    ['bilancio 2025.pdf', 'bilancio 2025.pdf'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['C:\\fakepath\\Fattura marzo.pdf', 'Fattura marzo.pdf'],
    ['..\\..\\windows\\win.ini', 'win.ini'],
    ['Fattura "marzo".pdf', 'Fattura marzo.pdf'],
    ['a\r\nContent-Type: text/html.pdf', 'html.pdf'],
    ['a\r\nX-Evil: 1.pdf', 'a X-Evil 1.pdf'],
    ['report<script>.pdf', 'reportscript.pdf'],
    ['nota|?*:.txt', 'nota.txt'],
    ['fattura\u202efdp.exe', 'fatturafdp.exe'],
    ['nul\u0000byte.pdf', 'nulbyte.pdf'],
    ['  ..nascosto.pdf. . ', 'nascosto.pdf'],
    ['tab\tseparato.txt', 'tab separato.txt'],
    ['Dichiarazione è più.pdf', 'Dichiarazione è più.pdf'],
    ['e\u0301.pdf', 'é.pdf'],
    ['', 'documento'],
    ['...', 'documento'],
    ['../', 'documento'],
    ['"<>|', 'documento'],
  ])('%j → %j', (raw, clean) => {
    expect(cleanFileName(raw)).toBe(clean);
  });

  it('caps the length and keeps the extension, without splitting a character', () => {
    const long = `${'😀'.repeat(200)}.docx`;
    const clean = cleanFileName(long);
    expect(Array.from(clean)).toHaveLength(FILE_NAME_MAX);
    expect(clean.endsWith('😀.docx')).toBe(true);
    expect(cleanFileName(`${'a'.repeat(300)}`)).toBe('a'.repeat(FILE_NAME_MAX));
  });
});

describe('fileExtension', () => {
  it.each([
    ['a.PDF', 'pdf'],
    ['a.tar.gz', 'gz'],
    ['senza', ''],
    ['F24 marzo.2026', ''],
    ['.docx', 'docx'],
  ])('%j → %j', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Perché è così – 100%.pdf')).toBe(
      `attachment; filename="Perche e cosi _ 100_.pdf"; filename*=UTF-8''Perch%C3%A9%20%C3%A8%20cos%C3%AC%20%E2%80%93%20100%25.pdf`,
    );
  });

  it("percent-encodes the characters RFC 8187 does not allow raw (' ( ) *)", () => {
    expect(attachmentDisposition("l'atto (copia).pdf")).toBe(
      `attachment; filename="l'atto (copia).pdf"; filename*=UTF-8''l%27atto%20%28copia%29.pdf`,
    );
  });

  it('can never end the header or add a parameter, whatever the stored name', () => {
    for (const name of ['a"; filename="evil.html', 'x\r\nSet-Cookie: a=b', 'a\\";.pdf', '\u2028\u0085.pdf']) {
      const header = attachmentDisposition(name);
      expect(header).toMatch(
        /^attachment; filename="[^"\\\r\n]*"; filename\*=UTF-8''[A-Za-z0-9%!#$&+\-.^_`|~]*$/,
      );
    }
  });

  it('falls back to "documento" for a name with nothing left', () => {
    expect(attachmentDisposition('"""')).toBe(`attachment; filename="documento"; filename*=UTF-8''documento`);
  });
});
