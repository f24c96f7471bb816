import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The fault suite (npm run test:faults, after a build): the built server in child
// processes, crashed, starved of disk, cut off from its database and its SMTP server.
export default defineConfig({
  resolve: { alias: { '@common': path.resolve(import.meta.dirname, 'common') } },
  test: {
    include: ['test/faults/**/*.test.ts'],
    // One case at a time: each times real failures, and two would compete for the two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
