/** The part of React Router's build manifest (`assets/manifest-*.js`) a private page needs. */
export interface RouteManifest {
  routes: Record<
    string,
    { id: string; parentId?: string; path?: string; module: string; imports?: string[]; css?: string[] }
  >;
}

/** The route ids a path renders, outermost first (a layout without a path included). */
export function matchedRoutes(manifest: RouteManifest, pagePath: string): string[] {
  const fullPath = (id: string): string => {
    const route = manifest.routes[id]!;
    const own = route.path ?? '';
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return [parent, own].filter(Boolean).join('/');
  };
  const target = pagePath.replace(/^\//, '');
  const leaf = Object.values(manifest.routes).find(
    (route) => route.path !== undefined && fullPath(route.id) === target,
  );
  if (!leaf) throw new Error(`no route of the manifest renders ${pagePath}`);
  const chain: string[] = [];
  for (let id: string | undefined = leaf.id; id; id = manifest.routes[id]!.parentId) chain.unshift(id);
  return chain;
}

/**
 * The API answers a private page's first screen asks for, each with its exact address as the client's
 * queries write it: asked for by the page itself, beside its scripts, instead of once they have run
 * (on a phone that was a second and a half later, then one round trip after another). The browser's
 * fetch finds the answer already there. An address no query asks for would be fetched twice:
 * e2e/private-pages-preload.spec.ts fails then. Without a session they answer 401, and the page goes
 * to /auth as before.
 */
export const apiPreloads: Partial<Record<string, readonly string[]>> = {
  '/area-clienti': ['/api/user', '/api/requests?limit=200', '/api/payments', '/api/documents/years'],
  '/admin': ['/api/user'],
};

/**
 * The fallback page with the path's API preloads, and a `modulepreload` for each chunk of its routes
 * (and a stylesheet link for their CSS) the fallback does not already name,
 * before its first stylesheet so the scripts are asked for first.
 */
export function privatePageHtml(fallback: string, manifest: RouteManifest, pagePath: string): string {
  const named = new Set(
    [...fallback.matchAll(/<link rel="(?:modulepreload|stylesheet)" href="([^"]+)"/g)].map((m) => m[1]),
  );
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const id of matchedRoutes(manifest, pagePath)) {
    const route = manifest.routes[id]!;
    for (const file of [route.module, ...(route.imports ?? [])]) if (!named.has(file)) scripts.add(file);
    for (const file of route.css ?? []) if (!named.has(file)) styles.add(file);
  }
  const links = [
    // credentials 'include', as the client's fetch: otherwise the browser would not reuse the answer.
    ...(apiPreloads[pagePath] ?? []).map(
      (href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}"/>`,
    ),
    ...[...scripts].map((href) => `<link rel="modulepreload" href="${href}"/>`),
    ...[...styles].map((href) => `<link rel="stylesheet" href="${href}"/>`),
  ].join('');
  const at = fallback.indexOf('<link rel="stylesheet"');
  const where = at === -1 ? fallback.indexOf('</head>') : at;
  if (where === -1) throw new Error('the SPA fallback page has no <head>');
  return fallback.slice(0, where) + links + fallback.slice(where);
}
