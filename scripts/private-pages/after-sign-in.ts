import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AFTER_SIGN_IN_META } from '../../common/after-sign-in';

const linked = /<link rel="(?:modulepreload|stylesheet)" href="([^"]+)"/g;
// Minified ES modules: `import{a as b}from"./x.js"` and `import"./x.js"`; `import("./x.js")` is lazy, not followed.
const staticImport = /\b(?:from|import)\s*"\.\/([\w.-]+\.js)"/g;

/** The files a private page's HTML names (its preloaded chunks and stylesheets). */
export function filesNamedBy(html: string): string[] {
  return [...html.matchAll(linked)].map((m) => m[1]!);
}

/** `start` and every chunk it imports at load, transitively, as `/assets/…` addresses. */
export async function staticImports(assetsDir: string, start: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.js')) return;
    const source = await readFile(path.join(assetsDir, path.basename(file)), 'utf8');
    await Promise.all([...source.matchAll(staticImport)].map((m) => visit(`/assets/${m[1]}`)));
  };
  await Promise.all(start.map(visit));
  return [...seen];
}

/**
 * The sign-in page with a meta tag naming the files the client area's first screen loads.
 * The page fetches none of them at load (its budget is the islands runtime): the sign-in form asks for
 * them once a person starts using it, so they arrive while the password is typed.
 */
export function withAfterSignIn(signInHtml: string, files: string[]): string {
  if (!signInHtml.includes('</head>')) throw new Error('the sign-in page has no <head>');
  const meta = `<meta name="${AFTER_SIGN_IN_META}" content="${files.join(' ')}"/>`;
  return signInHtml.replace('</head>', `${meta}</head>`);
}
