import * as React from 'react';
import { createPortal } from 'react-dom';
import { Meta, Scripts, ScrollRestoration } from 'react-router';

// Never attached: scripts rendered here are never run.
const offDocument = typeof document === 'undefined' ? null : document.createElement('div');

/**
 * The route's title and description in the head the build wrote. React Router writes the route's own
 * only once <Scripts> has rendered and its effect has run; this component draws <Meta> again after that,
 * whatever the order of the route's first renders.
 * <Scripts> itself renders off the document: its scripts already ran from the fallback page, and one
 * that Preact put in the document would run again (against the CSP).
 */
function RouteHead() {
  const [, redraw] = React.useState(0);
  // A task later, not in this effect: the effect of <Scripts>, rendered through a portal, is not
  // certain to have run before this one (a missing title was seen once in a browser test).
  React.useEffect(() => {
    const later = setTimeout(() => redraw(1));
    return () => clearTimeout(later);
  }, []);
  return (
    <>
      {createPortal(<Meta />, document.head)}
      {createPortal(<Scripts />, offDocument!)}
    </>
  );
}

/**
 * The private area in the browser: Preact draws it into <body> (entry.client.tsx, decision 0027) and
 * leaves the head the build wrote (stylesheet, preloads) as it is.
 */
export function BrowserLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <RouteHead />
      {children}
      <ScrollRestoration />
    </>
  );
}
