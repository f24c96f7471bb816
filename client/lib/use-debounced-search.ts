import * as React from 'react';

/** Typing pauses this long before a list's search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box whose value lives in the address: the box follows
 * every keystroke, the address (and so the server) only once typing pauses.
 * A change of the address from elsewhere (back button) shows in the box.
 */
export function useDebouncedSearch(committed: string, commit: (value: string) => void) {
  const [text, setText] = React.useState(committed);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = React.useRef(commit);
  latest.current = commit;
  React.useEffect(() => () => clearTimeout(timer.current), []);
  React.useEffect(() => {
    setText((current) => (current.trim() === committed ? current : committed));
  }, [committed]);
  const onChange = React.useCallback((value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(value.trim()), SEARCH_DEBOUNCE_MS);
  }, []);
  return [text, onChange] as const;
}
