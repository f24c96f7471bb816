import { describe, expect, it } from 'vitest';
import { messagesViewFrom, newThreadAddress } from './messages-address';

const view = (search: string) => messagesViewFrom(new URLSearchParams(search));

describe('messagesViewFrom', () => {
  it('opens the list, a conversation or the new conversation form', () => {
    expect(view('scheda=messaggi')).toEqual({ kind: 'list' });
    expect(view('conversazione=12')).toEqual({ kind: 'thread', id: 12 });
    expect(view('nuova=1')).toEqual({ kind: 'new', subject: '', link: null });
  });

  it('ignores an id that is not a positive whole number', () => {
    expect(view('conversazione=abc')).toEqual({ kind: 'list' });
    expect(view('conversazione=-3')).toEqual({ kind: 'list' });
    expect(view('nuova=1&pagamento=1.5')).toEqual({ kind: 'new', subject: '', link: null });
  });

  it('reads back the address of a payment’s “Scrivi allo studio”', () => {
    const address = newThreadAddress('pagamento', 7, 'F24 giugno & luglio');
    expect(view(address.slice(1))).toEqual({
      kind: 'new',
      subject: 'F24 giugno & luglio',
      link: { paymentId: 7 },
    });
    expect(view('nuova=1&richiesta=4').kind === 'new' && view('nuova=1&richiesta=4')).toMatchObject({
      link: { requestId: 4 },
    });
  });
});
