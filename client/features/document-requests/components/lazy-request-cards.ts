import { lazyComponent } from '~/lib/lazy-component';

/**
 * The requests' cards come with their own code: most of the year a client has no request, and the cards
 * (uploads, comments, the 'non ce l'ho' dialog) would weigh on every first load of the documents. Asked
 * for by the area's loader only when there are requests (prefetch-client-area.ts), so that a screen with
 * them is drawn whole.
 */
export const RequestCards = lazyComponent(() => import('./request-cards').then((m) => m.RequestCards));
