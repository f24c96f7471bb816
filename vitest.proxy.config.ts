import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The deployment test: the built server behind nginx (npm run test:proxy, after a build).
export default defineConfig({
  resolve: { alias: { '@common': path.resolve(import.meta.dirname, 'common') } },
  test: {
    include: ['test/proxy/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
