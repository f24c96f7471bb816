import type { QueryClient } from '@tanstack/react-query';

/** What the server gives the code drawing a page of the client's area (decision 0034). */
export interface ServerDrawing {
  /** The answers the page carries (server/web/page-answers.ts), taken once each. */
  answers: Record<string, unknown>;
  queryClient: QueryClient;
  /** The page request's, for what the browser would read from `navigator.userAgent`. */
  userAgent: string;
}

let current: () => ServerDrawing | undefined = () => undefined;

/**
 * On the server (client/first-screen), where the code finds the drawing under way: each its own, however
 * many are drawn at once, so one client's answers never reach another's page.
 */
export function serverDrawingsFrom(source: () => ServerDrawing | undefined): void {
  current = source;
}

/** The page the server is drawing for a browser to take over; undefined in the browser and elsewhere. */
export function serverDrawing(): ServerDrawing | undefined {
  return current();
}
