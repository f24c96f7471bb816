import { AMOUNT_INVALID } from '@common/payments';
import { describe, expect, it } from 'vitest';
import {
  appendPaymentFields,
  DUE_DATE_INVALID,
  nextSixteenth,
  paymentFields,
  paymentProblems,
} from './payment-fields';

describe('nextSixteenth', () => {
  it("is this month's 16th before it, next month's from it on", () => {
    expect(nextSixteenth('2026-11-01')).toBe('2026-11-16');
    expect(nextSixteenth('2026-11-15')).toBe('2026-11-16');
    expect(nextSixteenth('2026-11-16')).toBe('2026-12-16');
    expect(nextSixteenth('2026-11-30')).toBe('2026-12-16');
  });

  it('crosses into the next year', () => {
    expect(nextSixteenth('2026-12-20')).toBe('2027-01-16');
  });
});

describe('paymentProblems and paymentFields', () => {
  const draft = { isPayment: true, amount: '1.250,50', dueDate: '2026-12-16' };

  it('sends nothing for a document that is not a payment, whatever was typed', () => {
    const notPayment = { isPayment: false, amount: 'abc', dueDate: '' };
    expect(paymentProblems(notPayment)).toEqual({});
    expect(paymentFields(notPayment)).toBeNull();
  });

  it('parses the amount written the Italian way into cents', () => {
    expect(paymentProblems(draft)).toEqual({});
    expect(paymentFields(draft)).toEqual({ amountCents: 125_050, dueDate: '2026-12-16' });
  });

  it('names each wrong field', () => {
    expect(paymentProblems({ ...draft, amount: '12,345' })).toEqual({ amount: AMOUNT_INVALID });
    expect(paymentProblems({ ...draft, amount: '', dueDate: '2026-02-30' })).toEqual({
      amount: AMOUNT_INVALID,
      dueDate: DUE_DATE_INVALID,
    });
    expect(paymentFields({ ...draft, amount: '0' })).toBeNull();
  });
});

describe('appendPaymentFields', () => {
  it('adds both fields or neither', () => {
    const form = new FormData();
    appendPaymentFields(form, null);
    expect([...form.keys()]).toEqual([]);
    appendPaymentFields(form, { amountCents: 8000, dueDate: '2026-12-16' });
    expect(Object.fromEntries(form)).toEqual({ amountCents: '8000', dueDate: '2026-12-16' });
  });
});
