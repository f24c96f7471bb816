import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * Part of `npm run build`: the client's area drawn on the server for a signed-in client's first screen
 * (client/first-screen, decision 0034), for Node, with React's server renderer as the prerender has.
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
    alias: { '~': path.join(dir, 'client'), '@common': path.join(dir, 'common') },
  },
  plugins: [drawnAsInTheBrowser()],
  build: {
    ssr: 'client/first-screen/render-client-area.tsx',
    outDir: 'build/first-screen',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
  },
});
