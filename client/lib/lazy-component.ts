import * as React from 'react';

/**
 * A component whose code comes when it is first drawn (a tab, a dialog, a step few accounts see), with
 * `preload()` to ask for it a moment earlier, when the person points at or focuses what opens it.
 * A preload that failed (offline for a moment) is not kept: drawing the component asks again.
 */
export function lazyComponent<P extends object>(load: () => Promise<React.ComponentType<P>>) {
  let loading: Promise<{ default: React.ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(React.lazy(preload), { preload: () => void preload().catch(() => {}) });
}

/**
 * True from the first time `open` is: a lazy dialog stays drawn once opened, so that its closing (and
 * the focus it returns) happens in the dialog's own code rather than by removing it.
 */
export function useKeptOnceOpened(open: boolean) {
  const opened = React.useRef(false);
  if (open) opened.current = true;
  return opened.current;
}
