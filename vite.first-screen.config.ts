import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { islands } from './scripts/vite/islands';
import { preactAliases, writtenForReactImport } from './scripts/vite/preact';

/**
 * Part of `npm run build`: the client's area drawn on the server for a signed-in client's first screen
 * (client/first-screen, decision 0034), for Node, on Preact as in the browser: the dependencies written for
 * React are bundled with Preact in React's place (left to Node, they would load React itself and draw ids
 * and elements the browser's Preact does not); the others are the server's own copies.
 */
const dir = import.meta.dirname;

/**
 * The application's `import.meta.env.SSR` means "prerendered at build time" (the cookie banner's
 * first-visit script): this page's CSP does not allow that script, and the browser's drawing has none.
 * Vite's own replacement comes after this one (its `define` option cannot override that key).
 */
function drawnAsInTheBrowser(): Plugin {
  return {
    name: 'drawn-as-in-the-browser',
    enforce: 'pre',
    transform(code, id) {
      if (id.startsWith(path.join(dir, 'client')) && code.includes('import.meta.env.SSR'))
        return code.replaceAll('import.meta.env.SSR', 'false');
    },
  };
}

export default defineConfig({
  resolve: {
    alias: [
      { find: '~', replacement: path.join(dir, 'client') },
      { find: '@common', replacement: path.join(dir, 'common') },
      ...preactAliases,
    ],
  },
  ssr: { noExternal: [writtenForReactImport] },
  plugins: [drawnAsInTheBrowser(), islands({ drawsIslandPages: false })],
  build: {
    ssr: 'client/first-screen/render-client-area.tsx',
    outDir: 'build/first-screen',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
  },
});
