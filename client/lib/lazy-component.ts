import * as React from 'react';

/**
 * A component whose code comes when it is first drawn (a tab, a dialog, a step few accounts see), with
 * `preload()` to ask for it a moment earlier, when the person points at or focuses what opens it, and
 * `ready()` to wait for it (settled either way).
 * A preload that failed (offline for a moment) is not kept: drawing the component asks again.
 * Once the code is there the component draws in the same render, not a render later as `React.lazy`
 * would: a page the server drew is taken over whole (decision 0034), never with a fallback in between.
 */
export function lazyComponent<P extends object>(load: () => Promise<React.ComponentType<P>>) {
  let loading: Promise<React.ComponentType<P>> | undefined;
  let loaded: React.ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = React.lazy(() => preload().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    // Chosen once for each place it is drawn: switching later would draw the component anew, its state lost.
    const [drawn] = React.useState(() => loaded ?? (Lazy as React.ComponentType<P>));
    return React.createElement(drawn, props);
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
