import * as React from 'react';
import { useBrowserFact } from './use-browser-fact';

/**
 * True inside an island of a page the build drew once for every visitor (hydrate.tsx provides it). The
 * islands share one query cache: an island woken late finds in it what another has learned since (the
 * user the sign-in form has just signed in), which the build never drew.
 */
export const DrawnForVisitors = React.createContext(false);

/**
 * `value`, hydration-safe on a page drawn for visitors: while its island hydrates it is `forVisitors`, as
 * the build drew it, and `value` from the render after. A page the server drew for its request drew it
 * with `value` itself.
 */
export function useAsDrawn<T>(value: T, forVisitors: T): T {
  const drawnForVisitors = React.useContext(DrawnForVisitors);
  return useBrowserFact(() => value, drawnForVisitors ? forVisitors : value);
}
