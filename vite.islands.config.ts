import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { preactAliases } from './scripts/vite/preact';

/**
 * The second half of `npm run build`: the scripts of the prerendered public
 * pages. The same components as the private area, compiled against Preact's
 * React compatibility layer and a router that only makes links (see
 * docs/decisions/0015-public-pages-as-islands.md).
 */
const dir = import.meta.dirname;
export const islandsEntryFile = path.join(dir, 'build/islands-entry.json');

/** Tells scripts/publish-islands.ts which files a page loads first. */
function recordEntry(): Plugin {
  return {
    name: 'record-islands-entry',
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (entry?.type !== 'chunk') throw new Error('the islands build has no entry chunk');
      writeFileSync(islandsEntryFile, JSON.stringify({ entry: entry.fileName }));
    },
  };
}

export default defineConfig({
  resolve: {
    alias: [
      { find: '~', replacement: path.join(dir, 'client') },
      { find: '@common', replacement: path.join(dir, 'common') },
      { find: /^react-router$/, replacement: path.join(dir, 'client/islands/router-shim.tsx') },
      ...preactAliases,
    ],
  },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  plugins: [recordEntry()],
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    assetsInlineLimit: 0,
    // Public pages have no HTML of Vite's, and ask for their script after the first paint (island-page.ts).
    modulePreload: false,
    rollupOptions: { input: { islands: path.join(dir, 'client/islands/runtime.ts') } },
  },
  logLevel: 'warn',
});
