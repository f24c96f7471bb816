import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '~': path.resolve(import.meta.dirname, 'client'),
      '@common': path.resolve(import.meta.dirname, 'common'),
    },
  },
  test: {
    include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'client/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Each file opens its own database (a PGlite or a fresh PostgreSQL database).
    pool: 'forks',
    globalSetup: ['test/support/global-setup.ts'],
    // Some tests start whole servers (database, migrations, argon2): generous on a loaded machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
