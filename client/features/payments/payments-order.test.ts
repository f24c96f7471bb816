import { describe, expect, it } from 'vitest';
import { paidOnLabel, sortPayments } from './payments-order';

const row = (
  documentId: number,
  state: 'unpaid' | 'overdue' | 'paid',
  dueDate: string,
  paidAt: string | null = null,
) => ({
  documentId,
  state,
  dueDate,
  paidAt,
});

describe('sortPayments', () => {
  it('puts what is to pay first, the most urgent on top, then the paid ones latest first', () => {
    const sorted = sortPayments([
      row(1, 'paid', '2026-06-16', '2026-06-10T08:00:00Z'),
      row(2, 'unpaid', '2026-12-16'),
      row(3, 'overdue', '2026-11-16'),
      row(4, 'paid', '2026-07-16', '2026-07-15T08:00:00Z'),
      row(5, 'unpaid', '2026-12-01'),
    ]);
    expect(sorted.map((p) => p.documentId)).toEqual([3, 5, 2, 4, 1]);
  });

  it('keeps the same due date in a stable order and leaves the input alone', () => {
    const input = [row(9, 'unpaid', '2026-12-16'), row(7, 'unpaid', '2026-12-16')];
    expect(sortPayments(input).map((p) => p.documentId)).toEqual([7, 9]);
    expect(input.map((p) => p.documentId)).toEqual([9, 7]);
  });
});

describe('paidOnLabel', () => {
  it('reads the instant as a day in Italy', () => {
    // 23:30 UTC on the 2nd is already the 3rd in Rome.
    expect(paidOnLabel('2026-12-02T23:30:00Z')).toBe('Pagato il 3 dicembre 2026');
  });
});
