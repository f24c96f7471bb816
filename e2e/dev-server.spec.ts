import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { freePort } from '../test/support/free-port';
import { test } from './support/test';

// The README's `npm run dev` (the API reloading on changes, Vite in front) on a fresh embedded database:
// its pages must run on React as the build's do (decision 0027). It once failed at the first hook
// ('Invalid hook call'): Vite had bundled React Router's dependencies with React itself.
const ADMIN_PASSWORD = 'dev-server-admin-password';
let dev: ChildProcess;
let devUrl = '';
let output = '';
const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-dev-'));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const [port, apiPort] = [await freePort(), await freePort()];
  devUrl = `http://localhost:${port}`;
  dev = spawn('npm', ['run', 'dev'], {
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD,
      NEWS_FEEDS: '[]',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npm, both servers and esbuild's service stop together.
    detached: true,
  });
  dev.stdout?.on('data', (chunk) => (output += chunk));
  dev.stderr?.on('data', (chunk) => (output += chunk));
  // Both halves: the page from Vite, the health check through its proxy from the API.
  await expect
    .poll(async () => (await fetch(`${devUrl}/api/health`).catch(() => undefined))?.status, {
      message: `npm run dev did not answer:\n${output}`,
      timeout: 90_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  if (dev.exitCode === null && dev.pid !== undefined) {
    process.kill(-dev.pid, 'SIGTERM');
    await once(dev, 'exit');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('npm run dev serves the site on React: a page, the sign-in and the first step run without an error', async ({
  page,
}) => {
  test.slow();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => {
    // Signed out, the application's first question for the session is answered 401.
    if (msg.type() === 'error' && !msg.text().includes('401')) problems.push(`${page.url()}: ${msg.text()}`);
  });
  await page.goto(`${devUrl}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Competenza e Professionalità al Vostro Servizio',
  );
  // The sign-in page is rendered by the application itself in development: it works only when hydrated.
  await page.goto(`${devUrl}/area-clienti`);
  await expect(page).toHaveURL(`${devUrl}/auth`);
  const form = page.getByRole('region', { name: 'Accesso clienti' });
  await form.getByRole('textbox', { name: 'Username' }).fill('admin');
  await form.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await form.getByRole('button', { name: 'Accedi', exact: true }).click();
  // The main administrator's first step, before anything else answers.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Attiva la verifica in due passaggi' }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
