import '~/lib/zod-without-eval';
import { hasSessionHint } from '~/features/auth/session-hint';
import { type HeldInput, ISLAND } from './held-input';
import type { IslandName } from './island';
import { islandComponents } from './island-components';

/**
 * The islands runtime, which the page's first script (page-script.ts) imports after the first paint: it
 * hydrates the parts the page marked with <Island>, each from its own chunk, each when it is needed (see
 * island.tsx). It holds no framework itself: React comes with the first island a page brings to life
 * (hydrate.tsx), and a page whose islands are never needed downloads only this.
 */
export function startIslands(held: HeldInput) {
  const hydrateIsland = async (island: HTMLElement) => {
    if (island.dataset.hydrated) return;
    island.dataset.hydrated = 'pending';
    const [Component, { hydrateWith }] = await Promise.all([
      islandComponents[island.dataset.island as IslandName](),
      import('./hydrate'),
    ]);
    // A task of its own for hydration, apart from evaluating the code: neither keeps a slow phone busy for long.
    await new Promise((resolve) => setTimeout(resolve));
    const props = island.dataset.props ? JSON.parse(island.dataset.props) : {};
    hydrateWith(island, Component, props, () => held.release(island));
  };

  held.onHold(hydrateIsland);
  for (const island of held.waiting()) void hydrateIsland(island);
  // The browser tests wait for this before they act on what only the runtime listens for.
  (window as { __islandsRunning?: boolean }).__islandsRunning = true;

  const nearScreen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearScreen.unobserve(entry.target);
        void hydrateIsland(entry.target.closest<HTMLElement>(ISLAND)!);
      }
    },
    { rootMargin: '200px' },
  );
  // The island's own box is `display: contents`, which never intersects anything: its children are watched.
  const watchNearScreen = (island: HTMLElement) => {
    for (const child of island.children) nearScreen.observe(child);
  };

  /**
   * Focus a person moves, not the focus a page gives a heading (`tabindex="-1"`) so a screen reader starts
   * there: /auth's heading is inside the sign-in island and takes the focus at load, which must not fetch
   * the form's code before anyone uses it.
   */
  const movedThere = (element: Element | null) =>
    element !== null && element.getAttribute('tabindex') !== '-1';

  const onFirstUse = (island: HTMLElement) => {
    const start = () => void hydrateIsland(island);
    for (const type of ['pointerover', 'pointerdown', 'touchstart'])
      island.addEventListener(type, start, { once: true, passive: true });
    island.addEventListener('focusin', (event) => movedThere(event.target as Element) && start());
    // This script comes after the first paint: a field tapped before then has had its focusin already.
    if (movedThere(document.activeElement) && island.contains(document.activeElement)) start();
  };

  // The pages are drawn for visitors: a visitor with a session gets every island at once.
  const signedIn = hasSessionHint();
  for (const island of document.querySelectorAll<HTMLElement>(ISLAND)) {
    const when = signedIn ? 'load' : island.dataset.hydrate;
    if (when === 'visible') {
      watchNearScreen(island);
      onFirstUse(island);
    } else if (when === 'interaction') {
      onFirstUse(island);
      // A page scrolled before this script arrived (a slow phone, a link to a section) has had its scroll.
      if (window.scrollY > 0) void hydrateIsland(island);
      else window.addEventListener('scroll', () => void hydrateIsland(island), { once: true, passive: true });
    } else {
      void hydrateIsland(island);
    }
  }
}
