import { describe, expect, it } from 'vitest';
import { isFiltering, THREADS_URL_DEFAULTS, threadsParams } from './threads-filters';

describe('threadsParams', () => {
  it('asks for everything when no filter is on', () => {
    expect(threadsParams(THREADS_URL_DEFAULTS)).toEqual({
      q: undefined,
      userId: undefined,
      unread: undefined,
      state: undefined,
    });
    expect(isFiltering(THREADS_URL_DEFAULTS)).toBe(false);
  });

  it('maps each view to the API’s filter', () => {
    const at = (vista: string) => threadsParams({ ...THREADS_URL_DEFAULTS, vista });
    expect(at('da-leggere')).toMatchObject({ unread: 'true', state: undefined });
    expect(at('aperte')).toMatchObject({ unread: undefined, state: 'open' });
    expect(at('chiuse')).toMatchObject({ state: 'closed' });
    expect(at('tutte')).toMatchObject({ unread: undefined, state: undefined });
  });

  it('keeps a client id only when it is one, and tidies the search', () => {
    expect(threadsParams({ ...THREADS_URL_DEFAULTS, cliente: '12' }).userId).toBe('12');
    expect(threadsParams({ ...THREADS_URL_DEFAULTS, cliente: 'x' }).userId).toBeUndefined();
    const search = { ...THREADS_URL_DEFAULTS, 'cerca-conversazioni': '  modello   730 ' };
    expect(threadsParams(search).q).toBe('modello 730');
    expect(isFiltering(search)).toBe(true);
  });
});
