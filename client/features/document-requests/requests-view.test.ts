import type { DocumentRequest } from '@common/schemas/document-requests';
import { describe, expect, it } from 'vitest';
import {
  answeredCounts,
  canAnswer,
  groupRequests,
  isOverdue,
  itemSendOutcome,
  progressAnnouncement,
  progressPercent,
  progressText,
} from './requests-view';

function request(id: number, over: Partial<DocumentRequest> = {}): DocumentRequest {
  return {
    id,
    title: `Richiesta ${id}`,
    dueDate: '2026-12-16',
    message: null,
    state: 'open',
    userId: 7,
    clientName: 'Mario Rossi',
    createdAt: '2026-11-01T09:00:00.000Z',
    reminderDays: [7, 1],
    answered: 0,
    total: 3,
    items: [],
    threadId: null,
    ...over,
  };
}

describe('progress', () => {
  it('reads as the items answered of all', () => {
    expect(progressText({ answered: 3, total: 7 })).toBe('3 di 7');
    expect(progressPercent({ answered: 3, total: 7 })).toBe(43);
    expect(progressPercent({ answered: 7, total: 7 })).toBe(100);
    expect(progressPercent({ answered: 0, total: 0 })).toBe(0);
  });
});

describe('isOverdue', () => {
  it('follows the server, and today’s date when the page stayed open past the due date', () => {
    expect(isOverdue({ state: 'overdue', dueDate: '2026-12-16' }, '2026-12-10')).toBe(true);
    expect(isOverdue({ state: 'open', dueDate: '2026-12-16' }, '2026-12-16')).toBe(false);
    expect(isOverdue({ state: 'open', dueDate: '2026-12-16' }, '2026-12-17')).toBe(true);
    expect(isOverdue({ state: 'complete', dueDate: '2026-12-16' }, '2027-01-10')).toBe(false);
  });
});

describe('canAnswer', () => {
  it('every item but an accepted one, a sent-back one included', () => {
    expect(canAnswer({ state: 'pending' })).toBe(true);
    expect(canAnswer({ state: 'sent' })).toBe(true);
    expect(canAnswer({ state: 'unavailable' })).toBe(true);
    expect(canAnswer({ state: 'rejected' })).toBe(true);
    expect(canAnswer({ state: 'accepted' })).toBe(false);
  });
});

describe('groupRequests', () => {
  const list = [
    request(1, { dueDate: '2027-01-31' }),
    request(2, { dueDate: '2026-12-01', state: 'overdue' }),
    request(3, { dueDate: '2026-06-30', state: 'complete' }),
    request(4, { dueDate: '2027-01-31' }),
    request(5, { dueDate: '2026-09-30', state: 'complete' }),
  ];

  it('puts the open ones first by due date (overdue first), the complete ones newest due first', () => {
    const { open, completed } = groupRequests(list);
    expect(open.map((r) => r.id)).toEqual([2, 1, 4]);
    expect(completed.map((r) => r.id)).toEqual([5, 3]);
  });

  it('keeps a request completed during the visit among the open cards, in its place', () => {
    const { open, completed } = groupRequests(list, new Set([1, 2, 4, 5]));
    expect(open.map((r) => r.id)).toEqual([5, 2, 1, 4]);
    expect(completed.map((r) => r.id)).toEqual([3]);
  });

  it('does not reorder the list it was given', () => {
    groupRequests(list);
    expect(list.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('progressAnnouncement', () => {
  it('says nothing on the first load or when no count moved', () => {
    const list = [request(1, { answered: 1 })];
    expect(progressAnnouncement(new Map(), list)).toBeNull();
    expect(progressAnnouncement(answeredCounts(list), list)).toBeNull();
  });

  it('tells the new count, and a completion in words', () => {
    const before = answeredCounts([request(1, { answered: 1 }), request(2, { answered: 2 })]);
    expect(progressAnnouncement(before, [request(1, { answered: 2 }), request(2, { answered: 2 })])).toBe(
      '«Richiesta 1»: completati 2 di 3.',
    );
    expect(
      progressAnnouncement(before, [
        request(1, { answered: 2 }),
        request(2, { answered: 3, state: 'complete' }),
      ]),
    ).toBe(
      '«Richiesta 1»: completati 2 di 3. «Richiesta 2»: hai risposto a tutto, richiesta completata. Grazie!',
    );
  });

  it('tells a count going down too (the firm sent an item back)', () => {
    const before = answeredCounts([request(1, { answered: 3, state: 'complete' })]);
    expect(progressAnnouncement(before, [request(1, { answered: 2 })])).toBe(
      '«Richiesta 1»: completati 2 di 3.',
    );
  });
});

describe('itemSendOutcome', () => {
  it('one toast for the whole sending, in the singular or plural', () => {
    expect(itemSendOutcome('Spese mediche', 1, 0)).toEqual({
      title: 'File inviato',
      description: '1 file per «Spese mediche» inviato allo studio.',
      variant: 'default',
    });
    expect(itemSendOutcome('Spese mediche', 3, 0).description).toBe(
      '3 file per «Spese mediche» inviati allo studio.',
    );
    expect(itemSendOutcome('Spese mediche', 0, 2)).toMatchObject({
      title: 'Invio non riuscito',
      variant: 'destructive',
    });
    expect(itemSendOutcome('Spese mediche', 2, 1)).toEqual({
      title: 'Invio completato in parte',
      description: '2 file inviati, 1 file non inviato: puoi riprovare.',
      variant: 'destructive',
    });
  });
});
