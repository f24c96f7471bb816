import { describe, expect, it } from 'vitest';
import {
  isFiltering,
  REQUESTS_URL_DEFAULTS,
  requestsParams,
  stateFrom,
  titleOptions,
} from './requests-filters';

describe('requestsParams', () => {
  it('leaves out every filter that is off', () => {
    expect(requestsParams(REQUESTS_URL_DEFAULTS)).toEqual({
      state: undefined,
      title: undefined,
      q: undefined,
    });
    expect(isFiltering(REQUESTS_URL_DEFAULTS)).toBe(false);
  });

  it('sends the state, the title and the search squeezed of extra spaces', () => {
    const params = requestsParams({
      stato: 'overdue',
      titolo: ' 730 2027 ',
      'cerca-richieste': '  mario   rossi ',
    });
    expect(params).toEqual({ state: 'overdue', title: '730 2027', q: 'mario rossi' });
  });

  it('ignores a state the API does not know (a hand-edited address)', () => {
    expect(stateFrom('scaduta')).toBeUndefined();
    expect(stateFrom('complete')).toBe('complete');
    expect(isFiltering({ ...REQUESTS_URL_DEFAULTS, stato: 'scaduta' })).toBe(false);
  });

  it('counts a search of spaces as no search', () => {
    expect(isFiltering({ ...REQUESTS_URL_DEFAULTS, 'cerca-richieste': '   ' })).toBe(false);
    expect(isFiltering({ ...REQUESTS_URL_DEFAULTS, titolo: 'Redditi PF' })).toBe(true);
  });
});

describe('titleOptions', () => {
  it('offers the server’s titles in its order', () => {
    expect(titleOptions(['B', 'A'], '').map((o) => o.value)).toEqual(['B', 'A']);
  });

  it('keeps the title the address names when the server no longer lists it', () => {
    expect(titleOptions(['B', 'A'], 'C').map((o) => o.value)).toEqual(['C', 'B', 'A']);
    expect(titleOptions(['B', 'A'], 'A').map((o) => o.value)).toEqual(['B', 'A']);
  });
});
