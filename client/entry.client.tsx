import '~/lib/zod-without-eval';
import { DRAWN_BY_SERVER_ATTRIBUTE } from '@common/page-answers';
import { type ComponentChild, render } from 'preact';
import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { HydratedRouter } from 'react-router/dom';
import { heldInput } from '~/first-screen/held-input';
import { takeOverInParts } from '~/first-screen/take-over-part';

/**
 * The private area runs on Preact (decision 0027), drawn into <body>: not hydrated, but drawn with every
 * attribute compared, over the elements the page came with (the fallback's loader, or the first screen
 * the server drew, decision 0034); the head the build wrote (stylesheet, preloads) is never matched
 * against a tree that orders it differently.
 *
 * On its first render React Router's `HydratedRouter` throws a promise until it has decoded the page's
 * router state; React suspends the root for that, Preact has no root to suspend. So the state is decoded
 * first: called once outside a render, the component throws that same promise (or, once decoded, fails
 * at its first hook, which is what we wait for), and the render below never suspends.
 */
async function routerStateDecoded() {
  for (;;) {
    try {
      (HydratedRouter as (props: object) => unknown)({});
      return;
    } catch (thrown) {
      if (!(thrown instanceof Promise)) return;
      await thrown;
    }
  }
}

/**
 * A first screen the server drew (decision 0034) is taken over whole: the router's first navigation,
 * whose loaders then wait for the screen's code and answers, is started and awaited before the first
 * render, which then draws the route itself where `HydratedRouter` would draw the loader first. Preact
 * takes the server's elements over as it draws (same elements, same order). `HydratedRouter` starts
 * that navigation itself in its first effect; a second start would listen to the history twice
 * (React Router refuses), so that call is made to do nothing.
 */
async function firstNavigationDone() {
  const router = (window as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;
  if (!router || router.state.initialized) return;
  router.initialize();
  router.initialize = () => router;
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// The fallback's title and description: the route's own come with its first render.
for (const tag of document.head.querySelectorAll('title, meta[name="description"], meta[name="robots"]'))
  tag.remove();
await routerStateDecoded();
const drawnByServer = document.body.hasAttribute(DRAWN_BY_SERVER_ATTRIBUTE);
if (drawnByServer) await firstNavigationDone();
// Preact's own render, not its React layer's `createRoot`, which empties the container first (as React
// does): this one takes over the elements already there (the server's screen, or the fallback's loader).
const drawTheArea = () =>
  render(
    (
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    ) as ComponentChild,
    document.body,
  );
if (!drawnByServer) drawTheArea();
else {
  await takeOverInParts(drawTheArea);
  // The page is the application's: nothing more is held, and later navigations no longer wait for a
  // whole screen (firstScreenWhole).
  document.body.removeAttribute(DRAWN_BY_SERVER_ATTRIBUTE);
  heldInput()?.release();
}
