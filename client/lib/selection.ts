/**
 * Row selection in the document lists (the client's, the overview, the
 * received files): ids in a set, select-all acting on the rows shown.
 */

/** The set with `id` added, or taken out when it was in. */
export function toggleOne(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** The select-all box: checked when every shown row is selected, mixed when some are. Hidden rows do not count. */
export function selectAllState(
  selected: ReadonlySet<number>,
  shownIds: readonly number[],
): boolean | 'indeterminate' {
  const count = shownIds.filter((id) => selected.has(id)).length;
  if (count === 0) return false;
  return count === shownIds.length ? true : 'indeterminate';
}

/**
 * Select-all: every shown row, or none of them when all already are. Rows a
 * filter hides keep their box (the lists that clear the selection on every
 * filter change have none).
 */
export function toggleAll(selected: ReadonlySet<number>, shownIds: readonly number[]): Set<number> {
  const next = new Set(selected);
  const all = selectAllState(selected, shownIds) === true;
  for (const id of shownIds) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
}
