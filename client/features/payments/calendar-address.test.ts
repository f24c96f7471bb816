import { describe, expect, it } from 'vitest';
import { webcalUrl } from './calendar-address';

describe('webcalUrl', () => {
  it('swaps the scheme and keeps the rest', () => {
    expect(webcalUrl('https://studio.example/api/calendar/abc')).toBe(
      'webcal://studio.example/api/calendar/abc',
    );
    expect(webcalUrl('http://localhost:3000/api/calendar/x')).toBe('webcal://localhost:3000/api/calendar/x');
  });
});
