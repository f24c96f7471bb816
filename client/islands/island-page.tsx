import { runtimeUrl } from 'virtual:island-runtime';
import { useMatches } from 'react-router';
import pageScript from './page-script?inline-script';

/** A route's `handle` when its page is prerendered static HTML whose interactive parts are islands. */
export const islandPage = { islands: true } as const;

/**
 * Whether the page being drawn is one of islands: its route says so, and the build has an islands
 * runtime for it. In development, and in the browser (a public page reached inside the private area),
 * the framework draws it as any other page.
 */
export function useIslandPage(): boolean {
  const matches = useMatches();
  return (
    runtimeUrl !== undefined && matches.some((match) => (match.handle as typeof islandPage)?.islands === true)
  );
}

/** In place of the framework's scripts: the page's first script, which asks for the runtime after paint. */
export function IslandPageScript() {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own module, built; allowed by the page's CSP hash.
    <script data-runtime={runtimeUrl} dangerouslySetInnerHTML={{ __html: pageScript }} />
  );
}
