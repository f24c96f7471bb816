import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

// Debian's Chromium: Playwright must not download a browser of its own.
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** The whole browser: the benches measure what a person's Chrome does (Lighthouse drives it too). */
export const chromiumLaunchOptions: LaunchOptions = { executablePath: chromiumExecutable, args: flags };

// Debian's package of Chromium's headless shell (the binary itself: its /usr/bin name is a shell wrapper).
const HEADLESS_SHELL =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser tests: Chromium's headless shell, the same Blink and V8 without the whole browser's
 * compositor and GPU process, as Playwright itself runs headless tests (decision 0033); the whole
 * browser where the shell is not installed.
 */
export const browserTestLaunchOptions: LaunchOptions = {
  executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumExecutable,
  args: flags,
};
