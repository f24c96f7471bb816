import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition as nameOf } from './content-disposition';

const FALLBACK = 'documento';

describe('fileNameFromContentDisposition', () => {
  it('reads a quoted filename', () => {
    expect(nameOf('attachment; filename="Modello 730.pdf"', FALLBACK)).toBe('Modello 730.pdf');
  });

  it('reads a token filename and ignores the case of the parameter name', () => {
    expect(nameOf('attachment; FILENAME=f24.pdf', FALLBACK)).toBe('f24.pdf');
  });

  it('prefers filename* (UTF-8) over filename, wherever it comes', () => {
    const header = `attachment; filename*=UTF-8''Fattura%20n%C2%B0%201%20%E2%82%AC.pdf; filename="Fattura n 1.pdf"`;
    expect(nameOf(header, FALLBACK)).toBe('Fattura n° 1 €.pdf');
    expect(nameOf(`attachment; filename="a.pdf"; filename*=utf-8'it'citt%C3%A0.txt`, FALLBACK)).toBe(
      'città.txt',
    );
  });

  it('decodes ISO-8859-1 extended values', () => {
    expect(nameOf(`attachment; filename*=iso-8859-1'en'%E0%E8.txt`, FALLBACK)).toBe('àè.txt');
  });

  it('falls back to filename when filename* is malformed or in an unknown charset', () => {
    expect(nameOf(`attachment; filename*=UTF-8''%E2%82.pdf; filename="euro.pdf"`, FALLBACK)).toBe('euro.pdf');
    expect(nameOf(`attachment; filename*=koi8-r''abc.pdf; filename="abc.pdf"`, FALLBACK)).toBe('abc.pdf');
    expect(nameOf('attachment; filename*=abc.pdf; filename="plain.pdf"', FALLBACK)).toBe('plain.pdf');
  });

  it('unescapes quoted strings and keeps a semicolon inside quotes', () => {
    expect(nameOf('attachment; filename="say \\"ciao\\"; ok.txt"', FALLBACK)).toBe('say "ciao"; ok.txt');
  });

  it('drops path parts and control characters', () => {
    expect(nameOf('attachment; filename="../../etc/passwd"', FALLBACK)).toBe('passwd');
    expect(nameOf('attachment; filename="C:\\\\dir\\\\x.pdf"', FALLBACK)).toBe('x.pdf');
    expect(nameOf(`attachment; filename*=UTF-8''a%0Ab%00.txt`, FALLBACK)).toBe('ab.txt');
  });

  it('uses the fallback without a header, without a name, or when nothing is left of the name', () => {
    expect(nameOf(null, FALLBACK)).toBe(FALLBACK);
    expect(nameOf('attachment', FALLBACK)).toBe(FALLBACK);
    expect(nameOf('attachment; filename=""', FALLBACK)).toBe(FALLBACK);
    expect(nameOf('attachment; filename="dir/"', FALLBACK)).toBe(FALLBACK);
  });
});
