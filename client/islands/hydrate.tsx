import type * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Toaster } from '~/components/ui/toaster';

let toasterMounted = false;

/** The framework half of the runtime: fetched with the first island a page brings to life, not before. */
export function hydrateWith(root: HTMLElement, Component: React.ComponentType) {
  hydrateRoot(root, <Component />);
  if (toasterMounted) return;
  toasterMounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Toaster />);
}
