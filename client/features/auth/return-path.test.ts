import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, returnPath } from './return-path';

describe('returnPath', () => {
  it('goes to the client area without a stored location', () => {
    expect(DEFAULT_AFTER_LOGIN).toBe('/area-clienti');
    for (const state of [undefined, null, 'x', 42, {}, { from: null }, { from: '/admin' }]) {
      expect(returnPath(state)).toBe('/area-clienti');
    }
  });

  it('returns to the protected page with its query and fragment', () => {
    expect(returnPath({ from: { pathname: '/admin', search: '', hash: '' } })).toBe('/admin');
    expect(
      returnPath({ from: { pathname: '/area-clienti', search: '?tab=profilo', hash: '#password' } }),
    ).toBe('/area-clienti?tab=profilo#password');
  });

  it('never leaves the site or loops back to /auth', () => {
    for (const pathname of ['//evil.example/x', 'https://evil.example/', 'admin', '/auth', '/auth/x', 7]) {
      expect(returnPath({ from: { pathname } })).toBe('/area-clienti');
    }
  });

  it('ignores a query or fragment that is not one', () => {
    expect(returnPath({ from: { pathname: '/admin', search: 'x=1', hash: 3 } })).toBe('/admin');
  });
});
