import { describe, expect, it } from 'vitest';
import { formatDecimalText } from './format';

// Intl puts a no-break space before the currency sign.
const NBSP = '\u00a0';

describe('formatDecimalText', () => {
  it('writes a decimal string the Italian way, grouped, with its own decimals', () => {
    expect(formatDecimalText('1234.50')).toBe('1.234,50');
    expect(formatDecimalText('22.00')).toBe('22,00');
    expect(formatDecimalText('1.00000000')).toBe('1,00000000');
    expect(formatDecimalText('7')).toBe('7');
    expect(formatDecimalText('-1234567.5')).toBe('-1.234.567,5');
  });

  it('adds the currency, with at least two decimals', () => {
    expect(formatDecimalText('1234.50', { currency: 'EUR' })).toBe(`1.234,50${NBSP}€`);
    expect(formatDecimalText('183', { currency: 'EUR' })).toBe(`183,00${NBSP}€`);
    expect(formatDecimalText('0.125', { currency: 'EUR' })).toBe(`0,125${NBSP}€`);
    expect(formatDecimalText('-2.5', { currency: 'EUR' })).toBe(`-2,50${NBSP}€`);
  });

  it('pads to minFractionDigits', () => {
    expect(formatDecimalText('22', { minFractionDigits: 2 })).toBe('22,00');
    expect(formatDecimalText('5.5', { minFractionDigits: 2 })).toBe('5,50');
  });

  it('never rounds through a float', () => {
    expect(formatDecimalText('12345678901234567890.12345678')).toBe('12.345.678.901.234.567.890,12345678');
    expect(formatDecimalText('0.10000000000000001')).toBe('0,10000000000000001');
  });

  it('returns anything that is not a plain decimal as written', () => {
    for (const odd of ['', 'abc', '1,50', '1.', '.5', '+3', '1e5', ' 12.00', '12.00 ']) {
      expect(formatDecimalText(odd)).toBe(odd);
    }
    expect(formatDecimalText('1.123456789012345678901')).toBe('1.123456789012345678901');
  });

  it('keeps a currency code Intl does not know', () => {
    expect(formatDecimalText('10.00', { currency: 'XX' })).toBe('10,00 XX');
  });
});
