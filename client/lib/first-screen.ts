import { DRAWN_BY_SERVER_ATTRIBUTE } from '@common/page-answers';

/**
 * Whether the routes' loaders wait for the first screen's code and answers before it is drawn: on the
 * server, which draws it once, and in a page the server drew, which must not be redrawn with a loader
 * (decision 0034). Elsewhere they do not wait: the page's frame shows while the answers come.
 */
export function firstScreenWhole(): boolean {
  return typeof document === 'undefined' || document.body.hasAttribute(DRAWN_BY_SERVER_ATTRIBUTE);
}
