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

/**
 * Every page's first script (page-script.ts): it holds what is done before the code is there, and on a
 * page of islands, in place of the framework's scripts, asks for the runtime after paint.
 */
export function PageScript({ islands, nonce }: { islands: boolean; nonce?: string }) {
  return (
    <script
      data-runtime={islands ? runtimeUrl : undefined}
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own module, built; allowed by the page's CSP hash or nonce.
      dangerouslySetInnerHTML={{ __html: pageScript }}
    />
  );
}
