import type { Alias, Plugin } from 'vite';

/** React's modules as Preact's compatibility layer provides them (Preact 11 treats `ref` as a prop, as React 19). */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The private application's browser build on Preact, while the build-time prerender (the `ssr`
 * environment) keeps React's server renderer: aliases in `resolve` would apply to both.
 * See docs/decisions/0027-private-area-on-preact.md.
 */
export function preactInBrowser(): Plugin {
  return {
    name: 'preact-in-browser',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (this.environment.name !== 'client') return null;
      const alias = preactAliases.find(({ find }) => (find as RegExp).test(source));
      return alias ? this.resolve(alias.replacement, importer, { ...options, skipSelf: true }) : null;
    },
  };
}
