import '~/lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * The private area runs on Preact (decision 0027), drawn into <body>: the fallback page there is only a
 * loader, so it is redrawn rather than hydrated, and the head the build wrote (stylesheet, preloads) is
 * never matched against a tree that orders it differently.
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

// The fallback's title and description: the route's own come with its first render.
for (const tag of document.head.querySelectorAll('title, meta[name="description"], meta[name="robots"]'))
  tag.remove();
await routerStateDecoded();
createRoot(document.body).render(
  <StrictMode>
    <HydratedRouter />
  </StrictMode>,
);
