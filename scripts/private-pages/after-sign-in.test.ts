import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesNamedBy, staticImports, withAfterSignIn } from './after-sign-in';

let assets: string;

beforeAll(async () => {
  assets = await mkdtemp(path.join(tmpdir(), 'after-sign-in-'));
  const chunks: Record<string, string> = {
    'entry-a1.js': 'import{a as b}from"./react-b2.js";import"./styles-c3.js";b();',
    'react-b2.js': 'export const a=()=>1;',
    'styles-c3.js': 'import{x}from"./react-b2.js";',
    'tab-d4.js': 'import{a}from"./react-b2.js";const l=()=>import("./dialog-e5.js");',
    'dialog-e5.js': 'import"./huge-f6.js";',
  };
  for (const [name, source] of Object.entries(chunks)) await writeFile(path.join(assets, name), source);
});
afterAll(() => rm(assets, { recursive: true, force: true }));

describe("the sign-in page's list of the client area's files", () => {
  it("follows each chunk's imports at load, once each, and not a lazy import", async () => {
    const files = await staticImports(assets, [
      '/assets/entry-a1.js',
      '/assets/tab-d4.js',
      '/assets/root.css',
    ]);
    expect(files.sort()).toEqual(
      [
        '/assets/entry-a1.js',
        '/assets/react-b2.js',
        '/assets/root.css',
        '/assets/styles-c3.js',
        '/assets/tab-d4.js',
      ].sort(),
    );
  });

  it("reads a private page's preloads and stylesheets, and names them in the sign-in page's head", () => {
    const page =
      '<head><link rel="modulepreload" href="/assets/entry-a1.js"/><link rel="stylesheet" href="/assets/root.css"/></head>';
    expect(filesNamedBy(page)).toEqual(['/assets/entry-a1.js', '/assets/root.css']);
    expect(
      withAfterSignIn('<html><head><title>Accedi</title></head></html>', ['/assets/a.js', '/assets/b.js']),
    ).toBe(
      '<html><head><title>Accedi</title><meta name="after-sign-in" content="/assets/a.js /assets/b.js"/></head></html>',
    );
    expect(() => withAfterSignIn('<html></html>', [])).toThrow(/<head>/);
  });
});
