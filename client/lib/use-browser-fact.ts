import * as React from 'react';

const unchanging = () => () => {};

/**
 * A fact only the browser knows (its user agent, what it supports), hydration-safe: while hydrating what
 * the server drew it is `onServer`, as the server drew it; the browser's own from the render after. A
 * screen drawn in the browser alone has the browser's at once.
 */
export function useBrowserFact<T>(read: () => T, onServer: T): T {
  return React.useSyncExternalStore(unchanging, read, () => onServer);
}
