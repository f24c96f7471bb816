import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CHOICE_KEY, readCookieChoice, saveCookieChoice } from './consent-storage';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

function storageWith(value: unknown): Storage {
  const storage = new MemoryStorage();
  storage.setItem(COOKIE_CHOICE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
  return storage;
}

const now = new Date('2025-09-15T10:00:00.000Z');

describe('cookie choice storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('saves { necessary, analytics, savedAt } under cookie-choice and reads it back', () => {
    const storage = new MemoryStorage();
    const saved = saveCookieChoice(storage, true, now);
    expect(COOKIE_CHOICE_KEY).toBe('cookie-choice');
    expect(JSON.parse(storage.getItem('cookie-choice') ?? '')).toEqual({
      necessary: true,
      analytics: true,
      savedAt: '2025-09-15T10:00:00.000Z',
    });
    expect(readCookieChoice(storage, now)).toEqual(saved);
    saveCookieChoice(storage, false, now);
    expect(readCookieChoice(storage, now)?.analytics).toBe(false);
  });

  it('has no choice when nothing is saved', () => {
    expect(readCookieChoice(new MemoryStorage(), now)).toBeNull();
  });

  it('logs and ignores a value that is not JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readCookieChoice(storageWith('{"necessary":tr'), now)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each([
    ['null', null],
    ['a number', 42],
    ['necessary false', { necessary: false, analytics: false, savedAt: now.toISOString() }],
    ['analytics not boolean', { necessary: true, analytics: 'no', savedAt: now.toISOString() }],
    ['no date', { necessary: true, analytics: false }],
    ['an invalid date', { necessary: true, analytics: false, savedAt: 'ieri' }],
  ])('logs and ignores a value with the wrong shape (%s)', (_label, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readCookieChoice(storageWith(value), now)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('asks again once 6 months have passed', () => {
    // April and October share daylight saving time in Europe and the US, so
    // the calendar months are the same length in UTC whatever the time zone.
    const october = new Date('2025-10-01T10:00:00.000Z');
    const choice = (savedAt: string) => ({ necessary: true, analytics: true, savedAt });
    expect(readCookieChoice(storageWith(choice('2025-04-01T10:00:00.001Z')), october)).not.toBeNull();
    expect(readCookieChoice(storageWith(choice('2025-04-01T10:00:00.000Z')), october)).toBeNull();
    expect(readCookieChoice(storageWith(choice('2024-01-01T00:00:00.000Z')), october)).toBeNull();
  });

  it('treats a blocked storage as "no choice" and never throws', () => {
    const blocked = new MemoryStorage();
    vi.spyOn(blocked, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(blocked, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readCookieChoice(blocked, now)).toBeNull();
    expect(saveCookieChoice(blocked, false, now)).toEqual({
      necessary: true,
      analytics: false,
      savedAt: now.toISOString(),
    });
  });
});
