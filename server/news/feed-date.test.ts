import { describe, expect, it } from 'vitest';
import { parseFeedDate } from './feed-date';

describe('parseFeedDate', () => {
  it.each([
    // RFC 822 / RFC 1123, as RSS writes them
    ['Wed, 10 Jun 2026 09:30:00 +0200', '2026-06-10T07:30:00.000Z'],
    ['Wed, 10 Jun 2026 09:30:00 -0430', '2026-06-10T14:00:00.000Z'],
    ['Wed, 10 Jun 2026 09:30:00 GMT', '2026-06-10T09:30:00.000Z'],
    ['Wed, 10 Jun 2026 09:30 EDT', '2026-06-10T13:30:00.000Z'],
    ['Thu, 11 Jun 2026 07:00:00 CEST', '2026-06-11T05:00:00.000Z'],
    ['Fri, 16 Jan 2026 07:00:00 CET', '2026-01-16T06:00:00.000Z'],
    ['10 Jun 26 09:30:00 +0000', '2026-06-10T09:30:00.000Z'],
    ['  Wed,  10  Jun  2026  09:30:00  Z ', '2026-06-10T09:30:00.000Z'],
    // Italian feeds sometimes write Italian names
    ['mer, 10 giu 2026 09:30:00 +0200', '2026-06-10T07:30:00.000Z'],
    ['1 dic 2026 10:00:00 +0100', '2026-12-01T09:00:00.000Z'],
    // A military letter or an unknown name: UTC, as RFC 1123 says
    ['Wed, 10 Jun 2026 09:30:00 A', '2026-06-10T09:30:00.000Z'],
    // ISO 8601, as Atom and Dublin Core write them
    ['2026-06-12T10:00:00+02:00', '2026-06-12T08:00:00.000Z'],
    ['2026-06-12T10:00:00-0300', '2026-06-12T13:00:00.000Z'],
    ['2026-06-11T16:45:30.250Z', '2026-06-11T16:45:30.250Z'],
    ['2026-06-11 16:45Z', '2026-06-11T16:45:00.000Z'],
    // No zone: Italian time (summer and winter)
    ['2026-06-12T10:00:00', '2026-06-12T08:00:00.000Z'],
    ['2026-01-12T10:00:00', '2026-01-12T09:00:00.000Z'],
    ['2026-06-04', '2026-06-03T22:00:00.000Z'],
    ['Wed, 10 Jun 2026 09:30:00', '2026-06-10T07:30:00.000Z'],
  ])('reads %s', (input, expected) => {
    expect(parseFeedDate(input)?.toISOString()).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'domani mattina',
    '2026-02-30T10:00:00Z',
    '2026-13-01',
    '31 Feb 2026 10:00:00 GMT',
    'Wed, 10 Foo 2026 09:30:00 GMT',
    '2026-06-12T25:00:00Z',
    '1200-01-01T00:00:00Z',
  ])('gives up on %s', (input) => {
    expect(parseFeedDate(input)).toBeUndefined();
  });
});
