/**
 * The first script of every page, inline at the end of its head (island-page.tsx; the page's CSP allows
 * it by its hash, or a page drawn for the request by its nonce). On every page it holds what a person
 * does before the code of the part they use is there (held-input.ts). On a page of islands it also asks
 * for the islands runtime once the browser reports the first contentful paint, or two seconds on where
 * it cannot tell (a tab opened in the background). On a slow line the
 * HTML and the stylesheet have the bandwidth to themselves, and nothing on the first screen waits for
 * a script. Something held asks for the runtime at once. Built as a classic script: it must run before
 * the body is parsed, which a module never does.
 */

import { installHeldInput } from './held-input';
import type { startIslands } from './runtime';

// Absent on a page the framework hydrates whole: its parts release themselves (held-part.tsx).
const runtimeUrl = (document.currentScript as HTMLScriptElement).dataset.runtime;
let asked = false;
const askForRuntime = () => {
  if (asked || !runtimeUrl) return;
  asked = true;
  void import(runtimeUrl).then((runtime: { startIslands: typeof startIslands }) =>
    runtime.startIslands(held),
  );
};
const held = installHeldInput(askForRuntime);

try {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) askForRuntime();
  }).observe({ type: 'paint', buffered: true });
} catch {
  // A browser without paint timing has the timer below.
}
setTimeout(askForRuntime, 2000);
