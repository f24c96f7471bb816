import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { islands } from './scripts/vite/islands';
import { preloadMissingOnly } from './scripts/vite/preload-missing-only';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islands(), preloadMissingOnly()],
  resolve: {
    alias: {
      '~': path.resolve(import.meta.dirname, 'client'),
      '@common': path.resolve(import.meta.dirname, 'common'),
    },
  },
  environments: {
    client: {
      optimizeDeps: {
        // Every module of the application is read for its dependencies at start, the lazy ones too: else
        // the first visit of a lazy tab finds new ones, and Vite bundles them again and reloads the page.
        entries: ['client/**/*.{ts,tsx}', '!client/**/*.test.{ts,tsx}'],
      },
    },
  },
  build: { assetsInlineLimit: 0 },
  // The import's PDF reader runs in a module worker and loads PDF.js from it as a chunk of its own.
  worker: { format: 'es' },
  server: { proxy: { '/api': apiTarget } },
});
