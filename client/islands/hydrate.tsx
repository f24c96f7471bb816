import * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'react-router';
import { Toaster } from '~/components/ui/toaster';
import { DrawnForVisitors } from '~/lib/use-as-drawn';
import { pageLoads } from './page-navigator';

interface IslandFrameProps {
  onHydrated: () => void;
  children: React.ReactNode;
}

/**
 * React Router's own components in an island, with no router behind them: the page's address is the
 * location, and every move is a page load (page-navigator.ts). Its effect runs after the island's own
 * (React runs a parent's effects after its children's): by then the island has read its state (a stored
 * choice, a form's fields), and what the visitor did before can be done again.
 */
function IslandFrame({ onHydrated, children }: IslandFrameProps) {
  React.useEffect(onHydrated, [onHydrated]);
  const { pathname, search, hash } = window.location;
  return (
    <DrawnForVisitors value={true}>
      <Router location={{ pathname, search, hash }} navigator={pageLoads}>
        {children}
      </Router>
    </DrawnForVisitors>
  );
}

let toasterMounted = false;

/** The framework half of the runtime: fetched with the first island a page brings to life, not before. */
export function hydrateWith(
  island: HTMLElement,
  Component: React.ComponentType<object>,
  props: object,
  onHydrated: () => void,
) {
  hydrateRoot(
    island,
    <IslandFrame onHydrated={onHydrated}>
      <Component {...props} />
    </IslandFrame>,
  );
  if (toasterMounted) return;
  toasterMounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Toaster />);
}
