import { describe, expect, it } from 'vitest';
import { dueText, itemActions, progressLabel, toReviewLabel } from './request-progress';

describe('request progress', () => {
  it('says how many items are answered', () => {
    expect(progressLabel(3, 7)).toBe('3 di 7');
  });

  it('shows the days left only while the request waits', () => {
    expect(dueText('2027-05-31', 'open', '2027-05-26')).toEqual({
      date: '31 maggio 2027',
      left: 'Mancano 5 giorni',
    });
    expect(dueText('2027-05-31', 'overdue', '2027-06-02').left).toBe('Scaduta da 2 giorni');
    expect(dueText('2027-05-31', 'complete', '2027-06-02').left).toBeNull();
  });

  it('counts what waits for the firm, or says nothing', () => {
    expect(toReviewLabel(0)).toBeNull();
    expect(toReviewLabel(2)).toBe('2 da verificare');
  });
});

describe('itemActions', () => {
  it('waits for the client’s answer, then accepts or sends it back', () => {
    expect(itemActions('pending')).toEqual({ accept: false, reject: false });
    expect(itemActions('sent')).toEqual({ accept: true, reject: true });
    expect(itemActions('unavailable')).toEqual({ accept: true, reject: true });
    expect(itemActions('rejected')).toEqual({ accept: true, reject: false });
    expect(itemActions('accepted')).toEqual({ accept: false, reject: true });
  });
});
