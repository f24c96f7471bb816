import '~/lib/zod-without-eval';
import { hasSessionHint } from '~/features/auth/session-hint';
import type { IslandName } from './island';
import { islandComponents } from './island-components';
import { afterEffects, keepTypedValues } from './keep-typed-values';

/**
 * The only script of a prerendered public page: it hydrates the widgets the
 * page marked with <Island>, each from its own chunk, each when it is needed
 * (see island.tsx), and nothing else. It holds no framework itself: a page
 * whose islands are never needed downloads only this.
 */

/** What the visitor did to an island before its code arrived, done again once it has. */
interface Pending {
  form?: HTMLFormElement;
  button?: HTMLElement;
}
const pending = new Map<HTMLElement, Pending>();
const isHydrated = (root: HTMLElement) => root.dataset.hydrated === 'true';

async function hydrateIsland(root: HTMLElement) {
  if (root.dataset.hydrated) return;
  root.dataset.hydrated = 'pending';
  const [Component, { hydrateWith }] = await Promise.all([
    islandComponents[root.dataset.island as IslandName](),
    import('./hydrate'),
  ]);
  // A task of its own for hydration, apart from evaluating the code: neither keeps a slow phone busy for long.
  await new Promise((resolve) => setTimeout(resolve));
  const restore = keepTypedValues(root);
  hydrateWith(root, Component);
  restore();
  root.dataset.hydrated = 'true';
  // What was done before is done again only once the island has read its own state (its effects ran).
  await afterEffects();
  restore();
  const { form, button } = pending.get(root) ?? {};
  pending.delete(root);
  // Both, in the order a person does them: the box ticked, then the form sent.
  if (button?.isConnected) button.click();
  if (form?.isConnected) form.requestSubmit();
}

function islandOf(event: Event): HTMLElement | null {
  const root = (event.target as Element).closest<HTMLElement>('[data-island]');
  return root && !isHydrated(root) ? root : null;
}

// Until its island runs, a form must not be sent the browser's way (a GET with the fields in the address):
// it is sent once the island is there, with what was typed.
document.addEventListener(
  'submit',
  (event) => {
    const root = islandOf(event);
    if (!root) return;
    event.preventDefault();
    pending.set(root, { ...pending.get(root), form: event.target as HTMLFormElement });
    void hydrateIsland(root);
  },
  true,
);

// A tap on a button (the menu, 'Ricordami') before the code arrived is not lost either.
document.addEventListener(
  'click',
  (event) => {
    const root = islandOf(event);
    const button = (event.target as Element).closest<HTMLElement>('button');
    if (!root || !button || button.getAttribute('type') === 'submit') return;
    pending.set(root, { ...pending.get(root), button });
    void hydrateIsland(root);
  },
  true,
);

const nearScreen = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearScreen.unobserve(entry.target);
      void hydrateIsland(entry.target.closest<HTMLElement>('[data-island]')!);
    }
  },
  { rootMargin: '200px' },
);

// The island's own box is `display: contents`, which never intersects anything: its children are watched.
function watchNearScreen(root: HTMLElement) {
  for (const child of root.children) nearScreen.observe(child);
}

/**
 * Focus a person moves, not the focus a page gives a heading (`tabindex="-1"`) so a screen reader starts
 * there: /auth's heading is inside the sign-in island and takes the focus at load, which must not fetch
 * the form's code before anyone uses it.
 */
const movedThere = (element: Element | null) => element !== null && element.getAttribute('tabindex') !== '-1';

function onFirstUse(root: HTMLElement) {
  const start = () => void hydrateIsland(root);
  for (const type of ['pointerover', 'pointerdown', 'touchstart'])
    root.addEventListener(type, start, { once: true, passive: true });
  root.addEventListener('focusin', (event) => movedThere(event.target as Element) && start());
  // This script may arrive after the load event: a field tapped before then has had its focusin already.
  if (movedThere(document.activeElement) && root.contains(document.activeElement)) start();
}

// Forms sent and buttons tapped before this script arrived were held by the page's loader
// (scripts/islands/island-page.ts).
const early = window as {
  __heldForms?: HTMLFormElement[];
  __heldClicks?: HTMLElement[];
  __islandsRunning?: boolean;
};
early.__islandsRunning = true;
const held: Pending[] = [
  ...(early.__heldForms?.splice(0) ?? []).map((form) => ({ form })),
  ...(early.__heldClicks?.splice(0) ?? []).map((button) => ({ button })),
];
for (const what of held) {
  const root = (what.form ?? what.button)?.closest<HTMLElement>('[data-island]');
  if (!root || isHydrated(root)) continue;
  pending.set(root, { ...pending.get(root), ...what });
  void hydrateIsland(root);
}

const signedIn = hasSessionHint();
for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const when = signedIn ? 'load' : root.dataset.hydrate;
  if (when === 'visible') {
    watchNearScreen(root);
    onFirstUse(root);
  } else if (when === 'interaction') {
    onFirstUse(root);
    // A page scrolled before this script arrived (a slow phone, a link to a section) has had its scroll.
    if (window.scrollY > 0) void hydrateIsland(root);
    else window.addEventListener('scroll', () => void hydrateIsland(root), { once: true, passive: true });
  } else {
    void hydrateIsland(root);
  }
}
