import { defineConfig } from 'vitest/config';

// The deployment test: the built server behind nginx (npm run test:proxy, after a build).
export default defineConfig({
  test: {
    include: ['test/proxy/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
