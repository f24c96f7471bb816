import type * as React from 'react';
import { HeldPart } from './held-part';
import type { islandComponents } from './island-components';

/** The parts that prerendered public pages bring to life on their own. */
export type IslandName = keyof typeof islandComponents;

type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandComponents)[N]>>;
type PropsOf<N extends IslandName> = React.ComponentProps<IslandComponent<N>>;

/**
 * When a public page hydrates the island: at once; when it comes near the
 * screen; or at the visitor's first scroll, touch, pointer or focus on it,
 * for a part whose prerendered state is already right until then. A visitor
 * with a session gets every island at once (the pages are drawn for visitors).
 */
export type IslandHydration = 'load' | 'visible' | 'interaction';

type IslandProps<N extends IslandName> = {
  name: N;
  hydrate?: IslandHydration;
  /** The component the island's chunk brings to the browser (island-components.ts). */
  component: React.ComponentType<PropsOf<N>>;
} & (Partial<PropsOf<N>> extends PropsOf<N> ? { props?: PropsOf<N> } : { props: PropsOf<N> });

/**
 * Marks the root of an interactive part. In the framework's pages it is a box
 * without a box that releases what was held for it (held-part.tsx); on the
 * public pages, client/islands/runtime.ts hydrates only
 * what is marked, with React (see docs/decisions/0015-public-pages-as-islands.md).
 * Props given on the server (a page drawn with data) travel with the island,
 * as JSON, and the browser hydrates it with the very same.
 */
export function Island<N extends IslandName>({
  name,
  hydrate = 'load',
  component: Component,
  props,
}: IslandProps<N>) {
  return (
    <HeldPart
      name={name}
      data-hydrate={hydrate}
      data-props={props === undefined ? undefined : JSON.stringify(props)}
    >
      <Component {...(props as PropsOf<N> & React.JSX.IntrinsicAttributes)} />
    </HeldPart>
  );
}
