import { AMOUNT_INVALID } from '@common/payments';
import { describe, expect, it } from 'vitest';
import { DUE_DATE_INVALID } from './payment-fields';
import { emptySingleUpload, type SingleUploadInput, singleUploadSchema } from './single-upload-form';

const filled = (change: Partial<SingleUploadInput> = {}): SingleUploadInput => ({
  ...emptySingleUpload(),
  title: 'F24 dicembre',
  userId: '7',
  category: 'f24-tributi',
  file: [{ size: 1000 }],
  ...change,
});

const messages = (input: SingleUploadInput) =>
  Object.fromEntries(
    (singleUploadSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('the single upload form with its payment fields', () => {
  it('starts as an ordinary upload whose due date, when ticked, is a 16th', () => {
    const empty = emptySingleUpload();
    expect(empty.isPayment).toBe(false);
    expect(empty.paymentDueDate).toMatch(/^\d{4}-\d{2}-16$/);
  });

  it('sends no payment when the box is not ticked, whatever the fields hold', () => {
    const parsed = singleUploadSchema.parse(filled({ amount: 'abc' }));
    expect(parsed.payment).toBeNull();
    expect(parsed).not.toHaveProperty('amount');
  });

  it('sends the amount in cents and the due date when ticked', () => {
    const parsed = singleUploadSchema.parse(
      filled({ isPayment: true, amount: '80', paymentDueDate: '2026-12-16' }),
    );
    expect(parsed.payment).toEqual({ amountCents: 8000, dueDate: '2026-12-16' });
  });

  it('names the wrong payment fields beside the other fields', () => {
    expect(
      messages(filled({ title: '', isPayment: true, amount: '1,2,3', paymentDueDate: '' })),
    ).toMatchObject({
      amount: AMOUNT_INVALID,
      paymentDueDate: DUE_DATE_INVALID,
      title: expect.any(String),
    });
  });
});
