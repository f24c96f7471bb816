import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from '../calendar/ics';

describe('the iCalendar writer (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'è'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('writes all-day events ending the next day, every line ended by CRLF', () => {
    const file = calendarFile({
      productId: '-//Studio//IT',
      name: 'Scadenze',
      now: new Date('2026-12-10T10:00:00Z'),
      events: [{ uid: 'payment-1@studio.example', date: '2026-12-31', summary: 'Pagamento: F24' }],
    });
    expect(file).toContain('\r\nDTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(file).toContain('\r\nDTSTAMP:20261210T100000Z\r\n');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
