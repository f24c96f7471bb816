import { createPath, type Navigator, type To } from 'react-router';
import { carryToastsToNextPage } from '~/components/ui/use-toast';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

function leaveFor(to: To, replace: boolean) {
  // The page is left: a toast just shown (the welcome after signing in) follows to the next one.
  carryToastsToNextPage();
  if (replace) window.location.replace(href(to));
  else window.location.assign(href(to));
}

/**
 * Where an island's links and navigations lead: a page of islands has no router, so a move is a page
 * load, and the next page is prerendered (or the private area's) as this one was.
 */
export const pageLoads: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => leaveFor(to, false),
  replace: (to) => leaveFor(to, true),
};
