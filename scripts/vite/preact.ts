import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Alias, Plugin } from 'vite';

/** React's modules as Preact's compatibility layer provides them (Preact 11 treats `ref` as a prop, as React 19). */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Dependencies written for React (and Radix's packages under `@radix-ui/`): wherever React's modules are
 * to be Preact's for them too, they are bundled (the server's first screen) or run through Vite (the unit
 * tests), not left to Node, which would load React itself for them.
 */
const writtenForReact = [
  'react-router',
  '@tanstack/react-query',
  'react-hook-form',
  '@hookform',
  'radix-ui',
  '@radix-ui',
  'lucide-react',
];
export const writtenForReactImport = new RegExp(`^(${writtenForReact.join('|')})(/|$)`);
export const writtenForReactFile = new RegExp(`/node_modules/(${writtenForReact.join('|')})/`);

const preactAlias = (source: string) => preactAliases.find(({ find }) => (find as RegExp).test(source));

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
      const alias = preactAlias(source);
      return alias ? this.resolve(alias.replacement, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

/**
 * The same for the dependencies Vite bundles ahead in development (React Router, TanStack Query…).
 * esbuild's own `alias` option comes too late there: Vite's resolver, an esbuild plugin, answers `react`
 * first with React itself, and `npm run dev` failed at its first hook ('Invalid hook call') with two
 * renderers in the page. A plugin listed before Vite's asks for Preact's module in `react`'s place, so
 * it is the same module the application imports.
 */
export function preactInPrebundledDeps(): EsbuildPlugin {
  return {
    name: 'preact-in-prebundled-deps',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/|$)/ }, (args) => {
        const alias = preactAlias(args.path);
        if (!alias) return undefined;
        const { importer, kind, resolveDir } = args;
        return build.resolve(alias.replacement, { importer, kind, resolveDir });
      });
    },
  };
}
