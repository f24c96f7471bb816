import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      { find: '~', replacement: path.resolve(import.meta.dirname, 'client') },
      { find: '@common', replacement: path.resolve(import.meta.dirname, 'common') },
    ],
  },
  test: {
    include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'client/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Each file opens its own database (a PGlite or a fresh PostgreSQL database).
    pool: 'forks',
    // A fresh process per file spent about 7 s importing the app before its first test: twice the
    // tests' own time. Each worker now imports it once and runs file after file (decision 0030).
    isolate: false,
    // Vitest's default is one worker per core but one; these tests wait on sockets, timers and the
    // database much of the time, so two share two cores well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['test/support/global-setup.ts'],
    // Some tests start whole servers (database, migrations, argon2): generous on a loaded machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
