import type * as React from 'react';

/** The widgets that prerendered public pages bring to life on their own. */
export type IslandName =
  | 'header'
  | 'cookie-banner'
  | 'footer-cookie-link'
  | 'cookie-policy-button'
  | 'news-feed'
  | 'contact-form'
  | 'contact-map'
  | 'sign-in';

/**
 * When a public page hydrates the island: at once; when it comes near the
 * screen; or at the visitor's first scroll, touch, pointer or focus on it,
 * for a widget whose prerendered state is already right until then. A visitor
 * with a session gets every island at once (the pages are drawn for visitors).
 */
export type IslandHydration = 'load' | 'visible' | 'interaction';

interface IslandProps {
  name: IslandName;
  hydrate?: IslandHydration;
  children: React.ReactNode;
}

/**
 * Marks the root of an interactive widget. In the private area (the
 * single-page application) it is a box without a box; on the prerendered
 * public pages, client/islands/runtime.ts hydrates only what is marked,
 * with Preact (see docs/decisions/0015-public-pages-as-islands.md).
 */
export function Island({ name, hydrate = 'load', children }: IslandProps) {
  return (
    <div data-island={name} data-hydrate={hydrate} className="contents">
      {children}
    </div>
  );
}
