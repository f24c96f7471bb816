import { describe, expect, it } from 'vitest';
import { isNarrowed, NO_PAYMENTS_FILTER, paymentsParams } from './payments-filters';

describe('paymentsParams', () => {
  it('turns the address into the API query', () => {
    expect(paymentsParams({ stato: 'overdue', mese: '2026-12', q: '  rossi ' })).toEqual({
      state: 'overdue',
      month: '2026-12',
      q: 'rossi',
    });
  });

  it('leaves out a state or month the API would refuse', () => {
    expect(paymentsParams({ stato: 'scaduto', mese: '2026-13', q: '' })).toEqual({
      state: '',
      month: '',
      q: '',
    });
  });
});

describe('isNarrowed', () => {
  it('is off with no filter and on with any', () => {
    expect(isNarrowed(NO_PAYMENTS_FILTER)).toBe(false);
    expect(isNarrowed({ ...NO_PAYMENTS_FILTER, mese: '2026-12' })).toBe(true);
    expect(isNarrowed({ ...NO_PAYMENTS_FILTER, q: ' ' })).toBe(false);
  });
});
