import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';
import { freePort } from './test/support/free-port';
import { createScratchDatabase } from './test/support/scratch-database';

// Computed once in the runner process; workers inherit the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'studio-e2e-'));
// 'localhost', not an IP address: passkeys are bound to PUBLIC_URL's host name, and WebAuthn refuses an IP
// address there. The e2e server's PUBLIC_URL is this same address (e2e/support/global-setup.ts).
const baseURL = `http://localhost:${process.env.E2E_PORT}`;
// With TEST_DATABASE_URL the whole stack runs on a fresh PostgreSQL database.
if (process.env.TEST_DATABASE_URL && !process.env.E2E_DATABASE_URL) {
  process.env.E2E_DATABASE_URL = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'studio_e2e');
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  // Seeds the database, then starts the built server (build/app/main.js).
  globalSetup: './e2e/support/global-setup.ts',
  // In CI a failed test runs once more in a new worker (a new browser): twice in seven runs Chromium's
  // renderer stopped producing frames, or answering at all, for a whole minute on a loaded machine
  // (decision 0033). A test that fails twice fails the run; one that passes the second time is listed
  // as flaky in the output.
  retries: process.env.CI ? 1 : 0,
  // Generous on a loaded machine; a real failure still fails, only later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
});
