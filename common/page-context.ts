/**
 * What the server gives the routes' loaders for one page request (server/web/react-router-pages.ts).
 */
export interface PageContext {
  /** The CSP nonce of this page's inline scripts. */
  nonce: string;
  /**
   * A GET of the API asked of the app itself, with the page request's own cookie and address: the same
   * routes, permission checks and answers as the browser's own questions, without a round trip each.
   */
  ask(url: string): Promise<Response>;
}

declare module 'react-router' {
  interface AppLoadContext extends PageContext {}
}
