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
 * The fallback page with a `modulepreload` for each chunk of the path's routes
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
    ...[...scripts].map((href) => `<link rel="modulepreload" href="${href}"/>`),
    ...[...styles].map((href) => `<link rel="stylesheet" href="${href}"/>`),
  ].join('');
  const at = fallback.indexOf('<link rel="stylesheet"');
  const where = at === -1 ? fallback.indexOf('</head>') : at;
  if (where === -1) throw new Error('the SPA fallback page has no <head>');
  return fallback.slice(0, where) + links + fallback.slice(where);
}
