import { describe, expect, it } from 'vitest';
import { selectAllState, toggleAll, toggleOne } from './selection';

describe('selection', () => {
  it('toggles one row in and out', () => {
    expect([...toggleOne(new Set([1]), 2)]).toEqual([1, 2]);
    expect([...toggleOne(new Set([1, 2]), 1)]).toEqual([2]);
  });

  it('the select-all box is off, mixed or on over the shown rows', () => {
    expect(selectAllState(new Set(), [1, 2])).toBe(false);
    expect(selectAllState(new Set([1]), [1, 2])).toBe('indeterminate');
    expect(selectAllState(new Set([1, 2]), [1, 2])).toBe(true);
    // Rows hidden by the filter do not count.
    expect(selectAllState(new Set([7]), [1, 2])).toBe(false);
    expect(selectAllState(new Set(), [])).toBe(false);
  });

  it('select-all toggles between every shown row and none of them', () => {
    expect([...toggleAll(new Set(), [1, 2])]).toEqual([1, 2]);
    expect([...toggleAll(new Set([2]), [1, 2])].sort()).toEqual([1, 2]);
    expect([...toggleAll(new Set([1, 2]), [1, 2])]).toEqual([]);
  });

  it('leaves the rows a filter hides as they are', () => {
    const all = toggleAll(new Set([3, 5]), [5, 2, 1]);
    expect([...all].sort()).toEqual([1, 2, 3, 5]);
    expect([...toggleAll(all, [5, 2, 1])]).toEqual([3]);
  });
});
