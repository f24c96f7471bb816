import * as React from 'react';

/**
 * A component whose code comes when it is first drawn (a tab, a dialog, a step few accounts see):
 * `React.lazy`, with `preload()` to ask for the code a moment earlier, when the person points at or
 * focuses what opens it, and `ready()` to wait for it (settled either way). A load that failed (offline
 * for a moment) is not kept: the next preload, or the first drawing, asks again.
 */
export function lazyComponent<P extends object>(load: () => Promise<React.ComponentType<P>>) {
  let loading: Promise<React.ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Lazy = React.lazy(() => preload().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    return React.createElement(Lazy as React.ComponentType<P>, props);
  }
  return Object.assign(LazyComponent, {
    preload: () => void preload().catch(() => {}),
    ready: () =>
      preload().then(
        () => {},
        () => {},
      ),
  });
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
