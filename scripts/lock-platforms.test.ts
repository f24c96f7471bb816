import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

interface LockEntry {
  version: string;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

// npm leaves out of the lock, without a word, every platform build the registry
// did not have when the lock was written; `npm ci` then refuses that lock on
// every machine (decision 0018). This names the culprits before CI's `npm ci` does.
test('the lock holds every platform build of every package that has them', () => {
  const present = new Set(Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, '')));
  const missing = Object.entries(lock.packages).flatMap(([key, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => !present.has(name))
      .map((name) => `${key}@${entry.version} → ${name}`),
  );
  expect(missing).toEqual([]);
});

test('native tools with per-platform builds are in the lock for macOS, Windows and Linux', () => {
  const names = Object.keys(lock.packages);
  for (const platform of ['darwin-arm64', 'darwin-x64', 'win32-x64', 'linux-x64']) {
    expect(names.some((n) => n.endsWith(`@biomejs/cli-${platform}`))).toBe(true);
    expect(names.some((n) => n.includes(`@rollup/rollup-${platform}`))).toBe(true);
    expect(names.some((n) => n.includes(`@tailwindcss/oxide-${platform}`))).toBe(true);
  }
});
